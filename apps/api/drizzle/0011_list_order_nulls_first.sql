DROP INDEX "activities_estate_created_idx";--> statement-breakpoint
DROP INDEX "activities_estate_kind_created_idx";--> statement-breakpoint
DROP INDEX "alerts_estate_created_idx";--> statement-breakpoint
DROP INDEX "alerts_sender_created_idx";--> statement-breakpoint
DROP INDEX "announcements_estate_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "payments_estate_created_idx";--> statement-breakpoint
DROP INDEX "payments_estate_status_created_idx";--> statement-breakpoint
DROP INDEX "payments_resident_created_idx";--> statement-breakpoint
DROP INDEX "payments_due_resident_created_idx";--> statement-breakpoint
DROP INDEX "staff_members_resident_created_idx";--> statement-breakpoint
DROP INDEX "staff_members_estate_created_idx";--> statement-breakpoint
DROP INDEX "checkouts_user_idx";--> statement-breakpoint
DROP INDEX "subscription_charges_user_paid_idx";--> statement-breakpoint
DROP INDEX "gate_checks_estate_created_idx";--> statement-breakpoint
DROP INDEX "gate_checks_guard_created_idx";--> statement-breakpoint
DROP INDEX "visitor_codes_resident_created_idx";--> statement-breakpoint
DROP INDEX "visitor_codes_estate_code_created_idx";--> statement-breakpoint
CREATE INDEX "users_estate_role_approved_idx" ON "users" USING btree ("estate_id","role","is_approved");--> statement-breakpoint
CREATE INDEX "activities_estate_created_idx" ON "activities" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_estate_kind_created_idx" ON "activities" USING btree ("estate_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alerts_estate_created_idx" ON "alerts" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alerts_sender_created_idx" ON "alerts" USING btree ("sender_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "announcements_estate_created_idx" ON "announcements" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_estate_created_idx" ON "payments" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_estate_status_created_idx" ON "payments" USING btree ("estate_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"amount_paid_kobo");--> statement-breakpoint
CREATE INDEX "payments_resident_created_idx" ON "payments" USING btree ("resident_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_due_resident_created_idx" ON "payments" USING btree ("due_id","resident_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "staff_members_resident_created_idx" ON "staff_members" USING btree ("resident_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "staff_members_estate_created_idx" ON "staff_members" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscription_charges_user_paid_idx" ON "subscription_charges" USING btree ("user_id","paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gate_checks_estate_created_idx" ON "gate_checks" USING btree ("estate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gate_checks_guard_created_idx" ON "gate_checks" USING btree ("guard_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visitor_codes_resident_created_idx" ON "visitor_codes" USING btree ("resident_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visitor_codes_estate_code_created_idx" ON "visitor_codes" USING btree ("estate_id","code","created_at" DESC NULLS FIRST);