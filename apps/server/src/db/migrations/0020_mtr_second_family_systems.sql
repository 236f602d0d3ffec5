-- The second family of state systems (FEAM, SEMAD, INEA, FEPAM, IMA, CPRH, IEMA) beside SINIR and SIGOR.
ALTER TABLE "mtr_settings" DROP CONSTRAINT "mtr_settings_system_check";--> statement-breakpoint
ALTER TABLE "mtrs" DROP CONSTRAINT "mtrs_system_check";--> statement-breakpoint
ALTER TABLE "mtr_settings" ADD CONSTRAINT "mtr_settings_system_check" CHECK ("mtr_settings"."system" in ('SINIR', 'SIGOR', 'FEAM', 'SEMAD', 'INEA', 'FEPAM', 'IMA', 'CPRH', 'IEMA'));--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_system_check" CHECK ("mtrs"."system" in ('SINIR', 'SIGOR', 'FEAM', 'SEMAD', 'INEA', 'FEPAM', 'IMA', 'CPRH', 'IEMA'));