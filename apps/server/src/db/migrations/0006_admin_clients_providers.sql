CREATE TABLE "licence_alerts_sent" (
	"licence_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_alerts_sent_licence_id_expires_on_threshold_days_pk" PRIMARY KEY("licence_id","expires_on","threshold_days")
);
--> statement-breakpoint
CREATE TABLE "provider_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid,
	"receiver_id" uuid,
	"number" text NOT NULL,
	"agency" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_licences_owner_check" CHECK (("provider_licences"."carrier_id" is null) <> ("provider_licences"."receiver_id" is null))
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "unit_codes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "unit_codes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receivers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_alerts_sent" ADD CONSTRAINT "licence_alerts_sent_licence_id_provider_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."provider_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_licences" ADD CONSTRAINT "provider_licences_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_licences" ADD CONSTRAINT "provider_licences_receiver_id_receivers_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."receivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_licences_carrier_idx" ON "provider_licences" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "provider_licences_receiver_idx" ON "provider_licences" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "provider_licences_expires_idx" ON "provider_licences" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "carriers_name_idx" ON "carriers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "receivers_name_idx" ON "receivers" USING btree ("name");--> statement-breakpoint
-- Licences and unit codes move to their own shapes; the single-licence columns are dropped by the next migration.
INSERT INTO "provider_licences" ("carrier_id", "number", "agency", "expires_on")
  SELECT "id", "licence_number", '', "licence_expires_on" FROM "carriers"
  WHERE "licence_number" IS NOT NULL AND "licence_expires_on" IS NOT NULL;--> statement-breakpoint
INSERT INTO "provider_licences" ("receiver_id", "number", "agency", "expires_on")
  SELECT "id", "licence_number", '', "licence_expires_on" FROM "receivers"
  WHERE "licence_number" IS NOT NULL AND "licence_expires_on" IS NOT NULL;--> statement-breakpoint
UPDATE "carriers" SET "unit_codes" = jsonb_build_object('SINIR', "state_unit_code") WHERE "state_unit_code" IS NOT NULL;--> statement-breakpoint
UPDATE "receivers" SET "unit_codes" = jsonb_build_object('SINIR', "state_unit_code") WHERE "state_unit_code" IS NOT NULL;--> statement-breakpoint
UPDATE "areas" SET "position" = o.n FROM (
  SELECT "client_id", "id", (row_number() OVER (PARTITION BY "client_id" ORDER BY "name"))::int - 1 AS n FROM "areas"
) o WHERE o."client_id" = "areas"."client_id" AND o."id" = "areas"."id";
