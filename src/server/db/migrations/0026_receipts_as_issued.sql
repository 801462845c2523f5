CREATE TYPE "public"."donor_kind" AS ENUM('particulier', 'entreprise');--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD COLUMN "beneficiary" jsonb;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "kind" "donor_kind" DEFAULT 'particulier' NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "raison_sociale" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_company" CHECK ("donors"."kind" = 'particulier' OR ("donors"."raison_sociale" IS NOT NULL AND "donors"."siren" IS NOT NULL AND "donors"."user_id" IS NULL));--> statement-breakpoint
-- Hand-written: the receipts issued so far were drawn under the settings in force, so they take
-- a copy of them now. The association's name is that of its settings, or empty when it lives only
-- in the configuration (the receipt then prints the configured name, receipt-documents.ts).
UPDATE "donation_receipts" SET "beneficiary" = jsonb_build_object(
  'name', coalesce((SELECT "name" FROM "association_settings" ORDER BY "id" LIMIT 1), ''),
  'address', s."address",
  'identifier', s."identifier",
  'object', s."object",
  'legal_status', s."legal_status",
  'signatory_name', s."signatory_name",
  'signatory_function', s."signatory_function",
  'signature_key', s."signature_key"
) FROM "donation_settings" s WHERE s."id";--> statement-breakpoint
ALTER TABLE "donation_receipts" ALTER COLUMN "beneficiary" SET NOT NULL;
