ALTER TABLE "mtrs" DROP CONSTRAINT "mtrs_status_check";--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "issue_reference" text;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "issue_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "issue_lost_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "issue_phase" text;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "issue_check" jsonb;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "mtrs_issuing_idx" ON "mtrs" USING btree ("issue_started_at") WHERE "mtrs"."status" = 'issuing';--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_issue_phase_check" CHECK ("mtrs"."issue_phase" in ('uncertain', 'undecided'));--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_status_check" CHECK ("mtrs"."status" in ('draft', 'issuing', 'issued', 'received', 'cdf_issued', 'cancelled'));--> statement-breakpoint
-- A draft whose issue had started (its answer pending or lost) is now an MTR being issued, to be reconciled.
UPDATE "mtrs" SET "status" = 'issuing', "issue_phase" = 'uncertain', "issue_attempts" = 1, "issue_reference" = "id"::text WHERE "status" = 'draft' AND "issue_started_at" IS NOT NULL;
