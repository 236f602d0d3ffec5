CREATE TABLE "daily_totals" (
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"area_id" uuid,
	"waste_type" text NOT NULL,
	"sub_type" text,
	"weight_kg" numeric(14, 3) NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "daily_totals_key" UNIQUE NULLS NOT DISTINCT("client_id","day","area_id","waste_type","sub_type")
);
--> statement-breakpoint
ALTER TABLE "daily_totals" ADD CONSTRAINT "daily_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;