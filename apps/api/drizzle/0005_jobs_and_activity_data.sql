CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
-- Mail still waiting to be sent becomes mail jobs; sent and failed rows are history nobody reads.
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts", "last_error", "created_at")
  SELECT 'mail', jsonb_build_object('to', "to_address", 'subject', "subject", 'text', "text_body"),
    "next_attempt_at", "attempts", "last_error", "created_at"
  FROM "mail_queue" WHERE "status" = 'pending';--> statement-breakpoint
DROP TABLE "mail_queue" CASCADE;--> statement-breakpoint
DROP INDEX "activities_estate_created_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "activities_estate_created_idx" ON "activities" USING btree ("estate_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Entries written as text before this migration keep their text as a free-text note.
UPDATE "activities" SET "type" = 'note', "params" = jsonb_build_object('text', "description");--> statement-breakpoint
ALTER TABLE "activities" DROP COLUMN "description";