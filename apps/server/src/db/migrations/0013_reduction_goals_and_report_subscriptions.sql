CREATE TABLE "client_reduction_goals" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"waste_type" text,
	"metric" text NOT NULL,
	"baseline_year" integer NOT NULL,
	"reduction_pct" numeric(5, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_reduction_goals_metric_check" CHECK ("client_reduction_goals"."metric" in ('kgPerGuestNight', 'gramsPerMeal')),
	CONSTRAINT "client_reduction_goals_type_check" CHECK ("client_reduction_goals"."waste_type" is null or "client_reduction_goals"."waste_type" in ('reciclavel', 'organico', 'rejeito', 'compostavel')),
	CONSTRAINT "client_reduction_goals_pct_check" CHECK ("client_reduction_goals"."reduction_pct" > 0 and "client_reduction_goals"."reduction_pct" <= 100)
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"clients" jsonb NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "report_deliveries_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "report_deliveries_status_check" CHECK ("report_deliveries"."status" in ('sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"client_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "client_reduction_goals" ADD CONSTRAINT "client_reduction_goals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reduction_goals" ADD CONSTRAINT "client_reduction_goals_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_subscriptions_user_idx" ON "report_subscriptions" USING btree ("user_id");