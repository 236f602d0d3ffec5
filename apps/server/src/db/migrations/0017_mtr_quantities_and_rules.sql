CREATE TABLE "mtr_lookup_links" (
	"system" text NOT NULL,
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "mtr_lookup_links_system_environment_kind_key_code_pk" PRIMARY KEY("system","environment","kind","key","code")
);
--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "quantity" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "unit_kind" text;--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "kilos_per_unit" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "density_kg_per_l" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "onu_number" text;--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "risk_class" text;--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "shipping_name" text;--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "packing_group" text;--> statement-breakpoint
ALTER TABLE "mtr_items" ADD COLUMN "received_quantity" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "mtr_waste_mappings" ADD COLUMN "density_kg_per_l" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "mtr_waste_mappings" ADD COLUMN "kg_per_unit" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "mtr_waste_mappings" ADD COLUMN "onu_number" text;--> statement-breakpoint
ALTER TABLE "mtr_waste_mappings" ADD COLUMN "risk_class" text;--> statement-breakpoint
ALTER TABLE "mtr_waste_mappings" ADD COLUMN "shipping_name" text;--> statement-breakpoint
ALTER TABLE "mtr_waste_mappings" ADD COLUMN "packing_group" text;