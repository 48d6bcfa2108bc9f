CREATE TABLE "estate_gate_days" (
	"estate_id" integer NOT NULL,
	"day" date NOT NULL,
	"checks" integer NOT NULL,
	"admitted" integer NOT NULL,
	CONSTRAINT "estate_gate_days_estate_id_day_pk" PRIMARY KEY("estate_id","day")
);
--> statement-breakpoint
CREATE TABLE "estate_payment_months" (
	"estate_id" integer NOT NULL,
	"status" text NOT NULL,
	"month" date NOT NULL,
	"payments" integer NOT NULL,
	"kobo" bigint NOT NULL,
	CONSTRAINT "estate_payment_months_estate_id_status_month_pk" PRIMARY KEY("estate_id","status","month")
);
--> statement-breakpoint
DROP INDEX "payments_estate_status_created_idx";--> statement-breakpoint
ALTER TABLE "estate_gate_days" ADD CONSTRAINT "estate_gate_days_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_payment_months" ADD CONSTRAINT "estate_payment_months_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_estate_status_created_idx" ON "payments" USING btree ("estate_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The dashboard's tallies (decision 022), kept by statement triggers in the writing transaction.
-- A write adds its new rows and takes away its old ones, grouped per tally, in key order so that
-- concurrent writers lock tallies in the same order. Taking away only ever updates: when an estate
-- is removed its tallies may be removed first, and a tally inserted then would point at no estate.
CREATE FUNCTION estate_payment_months_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE estate_payment_months t SET payments = t.payments - d.payments, kobo = t.kobo - d.kobo
    FROM (
      SELECT estate_id, status, date_trunc('month', created_at AT TIME ZONE 'Africa/Lagos')::date AS month,
             count(*)::int AS payments, sum(amount_paid_kobo) AS kobo
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ) d
    WHERE t.estate_id = d.estate_id AND t.status = d.status AND t.month = d.month;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO estate_payment_months AS t (estate_id, status, month, payments, kobo)
    SELECT estate_id, status, date_trunc('month', created_at AT TIME ZONE 'Africa/Lagos')::date,
           count(*), sum(amount_paid_kobo)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (estate_id, status, month)
    DO UPDATE SET payments = t.payments + excluded.payments, kobo = t.kobo + excluded.kobo;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_tally_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION estate_payment_months_count();--> statement-breakpoint
CREATE TRIGGER payments_tally_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION estate_payment_months_count();--> statement-breakpoint
CREATE TRIGGER payments_tally_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION estate_payment_months_count();--> statement-breakpoint
CREATE FUNCTION estate_gate_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE estate_gate_days t SET checks = t.checks - d.checks, admitted = t.admitted - d.admitted
    FROM (
      SELECT estate_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day,
             count(*)::int AS checks, (count(*) FILTER (WHERE result = 'valid'))::int AS admitted
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ) d
    WHERE t.estate_id = d.estate_id AND t.day = d.day;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO estate_gate_days AS t (estate_id, day, checks, admitted)
    SELECT estate_id, (created_at AT TIME ZONE 'Africa/Lagos')::date, count(*), count(*) FILTER (WHERE result = 'valid')
    FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (estate_id, day)
    DO UPDATE SET checks = t.checks + excluded.checks, admitted = t.admitted + excluded.admitted;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER gate_checks_tally_insert AFTER INSERT ON gate_checks REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION estate_gate_days_count();--> statement-breakpoint
CREATE TRIGGER gate_checks_tally_update AFTER UPDATE ON gate_checks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION estate_gate_days_count();--> statement-breakpoint
CREATE TRIGGER gate_checks_tally_delete AFTER DELETE ON gate_checks REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION estate_gate_days_count();--> statement-breakpoint
INSERT INTO estate_payment_months (estate_id, status, month, payments, kobo)
SELECT estate_id, status, date_trunc('month', created_at AT TIME ZONE 'Africa/Lagos')::date, count(*), sum(amount_paid_kobo)
FROM payments GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO estate_gate_days (estate_id, day, checks, admitted)
SELECT estate_id, (created_at AT TIME ZONE 'Africa/Lagos')::date, count(*), count(*) FILTER (WHERE result = 'valid')
FROM gate_checks GROUP BY 1, 2;
