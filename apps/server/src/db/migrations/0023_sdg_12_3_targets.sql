CREATE TABLE "client_sdg_targets" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"baseline_year" integer NOT NULL,
	"target_year" integer DEFAULT 2030 NOT NULL,
	"change_pct" numeric(5, 2) DEFAULT -50 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_sdg_targets_years_check" CHECK ("client_sdg_targets"."target_year" > "client_sdg_targets"."baseline_year"),
	CONSTRAINT "client_sdg_targets_change_check" CHECK ("client_sdg_targets"."change_pct" < 0 and "client_sdg_targets"."change_pct" >= -100)
);
--> statement-breakpoint
ALTER TABLE "client_sdg_targets" ADD CONSTRAINT "client_sdg_targets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sdg_targets" ADD CONSTRAINT "client_sdg_targets_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;