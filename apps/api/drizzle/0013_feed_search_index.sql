DROP INDEX "activities_estate_created_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(left(description, 500))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_estate_created_idx" ON "activities" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind","search_text");