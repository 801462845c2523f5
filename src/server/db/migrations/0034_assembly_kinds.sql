CREATE TYPE "public"."assembly_kind" AS ENUM('ordinaire', 'extraordinaire');--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "kind" "assembly_kind" DEFAULT 'ordinaire' NOT NULL;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "ag_majority" "majority_rule";--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "age_quorum_percent" integer;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "age_majority" "majority_rule";