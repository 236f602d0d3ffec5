CREATE TABLE "container_tares" (
	"client_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"tare_kg" numeric(10, 3) NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_tares_client_id_container_id_from_day_pk" PRIMARY KEY("client_id","container_id","from_day"),
	CONSTRAINT "container_tares_tare_check" CHECK ("container_tares"."tare_kg" >= 0 and "container_tares"."tare_kg" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "containers_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "food_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_items_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "loss_reasons" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loss_reasons_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "loss_reasons_named_check" CHECK (("loss_reasons"."kind" is null) <> ("loss_reasons"."name" is null))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "require_loss_reason" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "require_food_item" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "container_id" uuid;--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "gross_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "tare_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "loss_reason_id" uuid;--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "food_item_id" uuid;--> statement-breakpoint
ALTER TABLE "container_tares" ADD CONSTRAINT "container_tares_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_tares" ADD CONSTRAINT "container_tares_container_fk" FOREIGN KEY ("client_id","container_id") REFERENCES "public"."containers"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_reasons" ADD CONSTRAINT "loss_reasons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "containers_client_name_idx" ON "containers" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "food_items_client_name_idx" ON "food_items" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "loss_reasons_client_kind_idx" ON "loss_reasons" USING btree ("client_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "loss_reasons_client_name_idx" ON "loss_reasons" USING btree ("client_id","name");--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_container_fk" FOREIGN KEY ("client_id","container_id") REFERENCES "public"."containers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_loss_reason_fk" FOREIGN KEY ("client_id","loss_reason_id") REFERENCES "public"."loss_reasons"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_food_item_fk" FOREIGN KEY ("client_id","food_item_id") REFERENCES "public"."food_items"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waste_records_food_item_idx" ON "waste_records" USING btree ("client_id","food_item_id") WHERE "waste_records"."food_item_id" is not null and "waste_records"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "waste_records" ADD CONSTRAINT "waste_records_container_check" CHECK (("waste_records"."container_id" is null and "waste_records"."gross_kg" is null and "waste_records"."tare_kg" is null) or ("waste_records"."container_id" is not null and "waste_records"."weight_kg" = "waste_records"."gross_kg" - "waste_records"."tare_kg"));--> statement-breakpoint
-- Every client's list of loss reasons starts with the food-loss stages' kinds (kitchen-lists.ts LOSS_REASON_KINDS);
-- a new client gets them when it is created (save-client.ts).
INSERT INTO "loss_reasons" ("client_id", "kind")
SELECT c."id", k."kind" FROM "clients" c
CROSS JOIN (VALUES ('spoilage'), ('expiry'), ('trim'), ('overproduction'), ('buffet_leftovers'), ('plate_waste')) AS k("kind");
