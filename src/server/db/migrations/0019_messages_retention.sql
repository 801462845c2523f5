ALTER TABLE "association_settings" ADD COLUMN "messages_kept_years" integer;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "convocations_kept_years" integer;