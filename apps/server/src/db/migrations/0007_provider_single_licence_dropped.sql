ALTER TABLE "carriers" DROP COLUMN "state_unit_code";--> statement-breakpoint
ALTER TABLE "carriers" DROP COLUMN "licence_number";--> statement-breakpoint
ALTER TABLE "carriers" DROP COLUMN "licence_expires_on";--> statement-breakpoint
ALTER TABLE "receivers" DROP COLUMN "state_unit_code";--> statement-breakpoint
ALTER TABLE "receivers" DROP COLUMN "licence_number";--> statement-breakpoint
ALTER TABLE "receivers" DROP COLUMN "licence_expires_on";