CREATE TABLE "record_imports" (
	"id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"inserted" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	CONSTRAINT "record_imports_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "waste_records" ADD COLUMN "deleted_operation_id" uuid;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_undone_by_user_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_imports_created_idx" ON "record_imports" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "waste_records_import_idx" ON "waste_records" USING btree ("client_id","import_id") WHERE "waste_records"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "waste_records_deleted_operation_idx" ON "waste_records" USING btree ("deleted_operation_id") WHERE "waste_records"."deleted_operation_id" is not null;