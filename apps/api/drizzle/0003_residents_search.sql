-- Trigram index for the residents screen's search over name, e-mail, phone and address.
-- The expression must match residentSearchText() in modules/residents/residents.queries.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
  (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone_number", '') || ' ' || "home_address")) gin_trgm_ops
);
