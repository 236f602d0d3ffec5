ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "waste_records" DROP CONSTRAINT "waste_records_area_id_areas_id_fk";
--> statement-breakpoint
ALTER TABLE "areas" DROP CONSTRAINT "areas_pkey";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_pkey";--> statement-breakpoint
-- Audit events of deleted clients (their client_id was set null): tenant data now goes with its client.
DELETE FROM "audit_events" WHERE "client_id" IS NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_pkey";--> statement-breakpoint
ALTER TABLE "waste_records" DROP CONSTRAINT "waste_records_pkey";--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_client_id_id_pk" PRIMARY KEY("client_id","id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_area_fk" FOREIGN KEY ("client_id","area_id") REFERENCES "public"."areas"("client_id","id") ON DELETE no action ON UPDATE no action;