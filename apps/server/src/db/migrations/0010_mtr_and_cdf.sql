CREATE TABLE "mtr_exchanges" (
	"id" bigserial NOT NULL,
	"client_id" uuid NOT NULL,
	"mtr_id" uuid,
	"operation" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"http_status" integer,
	"ok" boolean NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"error" text,
	CONSTRAINT "mtr_exchanges_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "mtr_items" (
	"client_id" uuid NOT NULL,
	"mtr_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ibama_code" text NOT NULL,
	"ibama_description" text,
	"nbr_class" text NOT NULL,
	"class_code" text,
	"physical_state_code" text,
	"packaging_code" text,
	"unit_code" text,
	"treatment_code" text,
	"quantity_kg" numeric(12, 3) NOT NULL,
	"weighed_kg" numeric(14, 3) DEFAULT 0 NOT NULL,
	"received_kg" numeric(12, 3),
	CONSTRAINT "mtr_items_client_id_mtr_id_position_pk" PRIMARY KEY("client_id","mtr_id","position"),
	CONSTRAINT "mtr_items_quantity_check" CHECK ("mtr_items"."quantity_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "mtr_lookup_items" (
	"system" text NOT NULL,
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"abbreviation" text,
	CONSTRAINT "mtr_lookup_items_system_environment_kind_code_pk" PRIMARY KEY("system","environment","kind","code")
);
--> statement-breakpoint
CREATE TABLE "mtr_lookup_syncs" (
	"system" text NOT NULL,
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mtr_lookup_syncs_system_environment_kind_pk" PRIMARY KEY("system","environment","kind")
);
--> statement-breakpoint
CREATE TABLE "mtr_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"environment" text NOT NULL,
	"generator_unit_code" text NOT NULL,
	"responsible_name" text NOT NULL,
	"responsible_role" text DEFAULT '' NOT NULL,
	"credentials_kind" text,
	"credentials_sealed" text,
	"credentials_hint" text,
	"last_test" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mtr_settings_system_check" CHECK ("mtr_settings"."system" in ('SINIR', 'SIGOR')),
	CONSTRAINT "mtr_settings_environment_check" CHECK ("mtr_settings"."environment" in ('production', 'homologation', 'simulator'))
);
--> statement-breakpoint
CREATE TABLE "mtr_waste_mappings" (
	"client_id" uuid NOT NULL,
	"waste_type" text NOT NULL,
	"sub_type" text DEFAULT '' NOT NULL,
	"ibama_code" text NOT NULL,
	"nbr_class" text NOT NULL,
	"class_code" text,
	"physical_state_code" text,
	"packaging_code" text,
	"unit_code" text,
	"treatment_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mtr_waste_mappings_client_id_waste_type_sub_type_pk" PRIMARY KEY("client_id","waste_type","sub_type"),
	CONSTRAINT "mtr_waste_mappings_class_check" CHECK ("mtr_waste_mappings"."nbr_class" in ('I', 'IIA', 'IIB'))
);
--> statement-breakpoint
CREATE TABLE "mtrs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"system" text NOT NULL,
	"environment" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"cdf_number" text,
	"shipment_date" date NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"vehicle_plate" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"responsible_name" text DEFAULT '' NOT NULL,
	"weighed_from" timestamp with time zone,
	"weighed_until" timestamp with time zone NOT NULL,
	"issue_started_at" timestamp with time zone,
	"last_error" jsonb,
	"issued_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cdf_issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_justification" text,
	"status_checked_at" timestamp with time zone,
	"refresh_claimed_until" timestamp with time zone,
	"pdf" "bytea",
	"cdf_pdf" "bytea",
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mtrs_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "mtrs_status_check" CHECK ("mtrs"."status" in ('draft', 'issued', 'received', 'cdf_issued', 'cancelled')),
	CONSTRAINT "mtrs_system_check" CHECK ("mtrs"."system" in ('SINIR', 'SIGOR'))
);
--> statement-breakpoint
ALTER TABLE "mtr_exchanges" ADD CONSTRAINT "mtr_exchanges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_items" ADD CONSTRAINT "mtr_items_mtr_fk" FOREIGN KEY ("client_id","mtr_id") REFERENCES "public"."mtrs"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_settings" ADD CONSTRAINT "mtr_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_waste_mappings" ADD CONSTRAINT "mtr_waste_mappings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_contract_fk" FOREIGN KEY ("client_id","contract_id") REFERENCES "public"."contracts"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mtr_exchanges_client_at_idx" ON "mtr_exchanges" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "mtr_exchanges_mtr_idx" ON "mtr_exchanges" USING btree ("client_id","mtr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mtrs_number_idx" ON "mtrs" USING btree ("client_id","system","environment","number") WHERE "mtrs"."number" is not null;--> statement-breakpoint
CREATE INDEX "mtrs_client_contract_idx" ON "mtrs" USING btree ("client_id","contract_id","status");--> statement-breakpoint
CREATE INDEX "mtrs_client_shipment_idx" ON "mtrs" USING btree ("client_id","shipment_date");--> statement-breakpoint
CREATE INDEX "mtrs_open_idx" ON "mtrs" USING btree ("status_checked_at") WHERE "mtrs"."status" in ('issued', 'received');