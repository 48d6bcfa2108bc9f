DROP INDEX "one_time_codes_user_purpose_idx";--> statement-breakpoint
DROP INDEX "support_requests_created_idx";--> statement-breakpoint
DROP INDEX "users_estate_joined_idx";--> statement-breakpoint
DROP INDEX "activities_estate_created_idx";--> statement-breakpoint
CREATE INDEX "estates_created_idx" ON "estates" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_estate_joined_idx" ON "users" USING btree ("estate_id","date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_estate_created_idx" ON "activities" USING btree ("estate_id","created_at" DESC NULLS FIRST);