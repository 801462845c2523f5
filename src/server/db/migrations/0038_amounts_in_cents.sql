ALTER TABLE "adhesions" RENAME COLUMN "montant" TO "montant_cents";--> statement-breakpoint
ALTER TABLE "donation_receipts" RENAME COLUMN "amount" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "donation_receipts" RENAME COLUMN "fees_amount" TO "fees_amount_cents";--> statement-breakpoint
ALTER TABLE "donations" RENAME COLUMN "amount" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "adhesions" DROP CONSTRAINT "adhesions_montant_positive";--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_amount_positive";--> statement-breakpoint
-- Written by hand from here: drizzle-kit renames the columns without converting them. numeric(…, 2)
-- times 100 is a whole number, so each cast is exact.
ALTER TABLE "adhesions" ALTER COLUMN "montant_cents" SET DATA TYPE integer USING round("montant_cents" * 100)::integer;--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "amount_cents" SET DATA TYPE integer USING round("amount_cents" * 100)::integer;--> statement-breakpoint
ALTER TABLE "donation_receipts" ALTER COLUMN "amount_cents" SET DATA TYPE integer USING round("amount_cents" * 100)::integer;--> statement-breakpoint
ALTER TABLE "donation_receipts" ALTER COLUMN "fees_amount_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "donation_receipts" ALTER COLUMN "fees_amount_cents" SET DATA TYPE integer USING round("fees_amount_cents" * 100)::integer;--> statement-breakpoint
ALTER TABLE "donation_receipts" ALTER COLUMN "fees_amount_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "adhesions" ADD CONSTRAINT "adhesions_montant_positive" CHECK ("adhesions"."montant_cents" >= 0);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount_cents" > 0);--> statement-breakpoint
-- The trigger function of migration 0024 named the gift's amount: it reads the new column (its
-- body is only checked when it runs, so the rename alone would break every later update of a gift).
CREATE OR REPLACE FUNCTION forget_donation_statistics() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  earliest date;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310002);
  IF TG_OP = 'INSERT' THEN
    SELECT min(n.donated_on) INTO earliest FROM new_rows AS n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT min(o.donated_on) INTO earliest FROM old_rows AS o;
  ELSE
    SELECT min(LEAST(o.donated_on, n.donated_on)) INTO earliest
      FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      WHERE o.donated_on IS DISTINCT FROM n.donated_on OR o.amount_cents IS DISTINCT FROM n.amount_cents;
  END IF;
  IF earliest IS NOT NULL THEN
    DELETE FROM statistics_months WHERE month >= to_char(earliest, 'YYYY-MM');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The dashboard's stored months held their amounts in euros; they now hold cents. Forgotten here,
-- each is computed again from the converted rows when next read, with the same figures.
DELETE FROM "statistics_months";
