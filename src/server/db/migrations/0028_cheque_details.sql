ALTER TABLE "adhesions" ADD COLUMN "cheque_number" text;--> statement-breakpoint
ALTER TABLE "adhesions" ADD COLUMN "cheque_bank" text;--> statement-breakpoint
ALTER TABLE "adhesions" ADD COLUMN "cheque_drawer" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cheque_number" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cheque_bank" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cheque_drawer" text;--> statement-breakpoint
ALTER TABLE "adhesions" ADD CONSTRAINT "adhesions_cheque_details" CHECK ("adhesions"."mode_paiement" IS NOT DISTINCT FROM 'Chèque' OR ("adhesions"."cheque_number" IS NULL AND "adhesions"."cheque_bank" IS NULL AND "adhesions"."cheque_drawer" IS NULL));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_cheque_details" CHECK ("donations"."mode_paiement" IS NOT DISTINCT FROM 'Chèque' OR ("donations"."cheque_number" IS NULL AND "donations"."cheque_bank" IS NULL AND "donations"."cheque_drawer" IS NULL));