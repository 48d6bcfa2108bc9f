CREATE TABLE "gate_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gate_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estate_id" integer NOT NULL,
	"guard_id" integer,
	"guard_name" text NOT NULL,
	"code" text NOT NULL,
	"visitor_code_id" integer,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitor_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"estate_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"visitor_name" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer
);
--> statement-breakpoint
ALTER TABLE "gate_checks" ADD CONSTRAINT "gate_checks_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_checks" ADD CONSTRAINT "gate_checks_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_checks" ADD CONSTRAINT "gate_checks_visitor_code_id_visitor_codes_id_fk" FOREIGN KEY ("visitor_code_id") REFERENCES "public"."visitor_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_codes" ADD CONSTRAINT "visitor_codes_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_codes" ADD CONSTRAINT "visitor_codes_resident_id_users_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_codes" ADD CONSTRAINT "visitor_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_checks_estate_created_idx" ON "gate_checks" USING btree ("estate_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gate_checks_guard_created_idx" ON "gate_checks" USING btree ("guard_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_codes_estate_live_code_key" ON "visitor_codes" USING btree ("estate_id","code") WHERE "visitor_codes"."live";--> statement-breakpoint
CREATE INDEX "visitor_codes_resident_created_idx" ON "visitor_codes" USING btree ("resident_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visitor_codes_estate_code_created_idx" ON "visitor_codes" USING btree ("estate_id","code","created_at" DESC NULLS LAST);