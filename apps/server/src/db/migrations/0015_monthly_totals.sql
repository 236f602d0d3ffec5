CREATE TABLE "monthly_totals" (
	"client_id" uuid NOT NULL,
	"month" date NOT NULL,
	"area_id" uuid,
	"waste_type" text NOT NULL,
	"sub_type" text,
	"weight_kg" numeric(14, 3) NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "monthly_totals_key" UNIQUE NULLS NOT DISTINCT("client_id","month","area_id","waste_type","sub_type")
);
--> statement-breakpoint
ALTER TABLE "monthly_totals" ADD CONSTRAINT "monthly_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The months of the daily totals already kept (docs/decisions/022-monthly-totals.md).
INSERT INTO "monthly_totals" ("client_id", "month", "area_id", "waste_type", "sub_type", "weight_kg", "records")
SELECT "client_id", date_trunc('month', "day"::timestamp)::date, "area_id", "waste_type", "sub_type", sum("weight_kg"), sum("records")::int
FROM "daily_totals"
GROUP BY 1, 2, 3, 4, 5;
