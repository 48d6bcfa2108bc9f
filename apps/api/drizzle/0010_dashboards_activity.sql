ALTER TABLE "activities" ADD COLUMN "kind" text GENERATED ALWAYS AS (split_part(type, '.', 1)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_estate_kind_created_idx" ON "activities" USING btree ("estate_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);