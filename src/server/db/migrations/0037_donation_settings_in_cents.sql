ALTER TABLE "donation_settings" RENAME COLUMN "max_amount" TO "max_amount_cents";--> statement-breakpoint
ALTER TABLE "donation_settings" RENAME COLUMN "suggested_amounts" TO "suggested_amounts_cents";--> statement-breakpoint
-- Written by hand: drizzle-kit renames the columns without converting them. numeric(10,2) times 100 is a whole number, so each cast is exact; an ALTER … USING takes no subquery, hence a function of the session for the array, dropped at once: the migrator's connection is pooled.
CREATE OR REPLACE FUNCTION pg_temp.euros_to_cents(amounts numeric[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(round(amount * 100)::integer ORDER BY position), '{}')
  FROM unnest(amounts) WITH ORDINALITY AS listed(amount, position)
$$;--> statement-breakpoint
ALTER TABLE "donation_settings" ALTER COLUMN "max_amount_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "donation_settings" ALTER COLUMN "max_amount_cents" SET DATA TYPE integer USING round("max_amount_cents" * 100)::integer;--> statement-breakpoint
ALTER TABLE "donation_settings" ALTER COLUMN "max_amount_cents" SET DEFAULT 1000000;--> statement-breakpoint
ALTER TABLE "donation_settings" ALTER COLUMN "suggested_amounts_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "donation_settings" ALTER COLUMN "suggested_amounts_cents" SET DATA TYPE integer[] USING pg_temp.euros_to_cents("suggested_amounts_cents");--> statement-breakpoint
ALTER TABLE "donation_settings" ALTER COLUMN "suggested_amounts_cents" SET DEFAULT '{2000,5000,10000}'::integer[];--> statement-breakpoint
DROP FUNCTION pg_temp.euros_to_cents(numeric[]);
