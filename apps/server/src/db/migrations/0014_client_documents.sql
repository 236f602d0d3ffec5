CREATE TABLE "client_documents" (
	"client_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_documents_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "client_documents_kind_check" CHECK ("client_documents"."kind" in ('mtr', 'cdf')),
	CONSTRAINT "client_documents_size_check" CHECK ("client_documents"."size_bytes" > 0 and "client_documents"."size_bytes" <= 10485760)
);
--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_documents_issued_idx" ON "client_documents" USING btree ("client_id","issued_on");