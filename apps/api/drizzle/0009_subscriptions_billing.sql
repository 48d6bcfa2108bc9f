CREATE TABLE "checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"mode" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"description" text NOT NULL,
	"paystack_plan_code" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_eventKey_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"interval" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"reference" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"mode" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_reference_unique" UNIQUE("reference"),
	CONSTRAINT "subscription_charges_amount_check" CHECK ("subscription_charges"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "customer_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "subscription_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "email_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "warned_for" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_interval_key" ON "plans" USING btree ("name","interval");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_paystack_code_key" ON "plans" USING btree ("paystack_plan_code");--> statement-breakpoint
CREATE INDEX "subscription_charges_user_paid_idx" ON "subscription_charges" USING btree ("user_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_subscription_code_key" ON "subscriptions" USING btree ("subscription_code");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_code_idx" ON "subscriptions" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "subscriptions_next_billing_idx" ON "subscriptions" USING btree ("next_billing_date");--> statement-breakpoint
-- The plans on sale (spec part 2 section 9; amounts in kobo, yearly 25% off). The plan codes are
-- sandbox placeholders: with Paystack configured, the server sets the real ones from the environment.
INSERT INTO "plans" ("name", "interval", "amount_kobo", "description", "paystack_plan_code", "sort_order") VALUES
	('Starter', 'monthly', 1500000, 'For small estates: up to 50 approved residents, dues, visitor codes and alerts.', 'PLN_sandbox_starter_monthly', 1),
	('Professional', 'monthly', 3500000, 'For growing estates: up to 200 approved residents, with staff registry and reports.', 'PLN_sandbox_professional_monthly', 2),
	('Enterprise', 'monthly', 7500000, 'For large estates: unlimited residents and priority support.', 'PLN_sandbox_enterprise_monthly', 3),
	('Starter', 'yearly', 15000000, 'For small estates: up to 50 approved residents, dues, visitor codes and alerts.', 'PLN_sandbox_starter_yearly', 4),
	('Professional', 'yearly', 35000000, 'For growing estates: up to 200 approved residents, with staff registry and reports.', 'PLN_sandbox_professional_yearly', 5),
	('Enterprise', 'yearly', 75000000, 'For large estates: unlimited residents and priority support.', 'PLN_sandbox_enterprise_yearly', 6);
