CREATE TABLE "client_activity" (
	"client_id" uuid NOT NULL,
	"month" date NOT NULL,
	"room_nights" integer NOT NULL,
	"guests" integer NOT NULL,
	"meals" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_activity_client_id_month_pk" PRIMARY KEY("client_id","month")
);
--> statement-breakpoint
ALTER TABLE "client_activity" ADD CONSTRAINT "client_activity_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activity" ADD CONSTRAINT "client_activity_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;