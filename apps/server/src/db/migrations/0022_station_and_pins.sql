ALTER TABLE "session" ADD COLUMN "station_client_id" uuid;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "pin_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "pin_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_station_client_id_clients_id_fk" FOREIGN KEY ("station_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;