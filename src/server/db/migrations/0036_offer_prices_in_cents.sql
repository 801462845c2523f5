ALTER TABLE "membership_offers" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "membership_offers" RENAME COLUMN "min_price" TO "min_price_cents";--> statement-breakpoint
ALTER TABLE "membership_offers" DROP CONSTRAINT "membership_offers_price_range";--> statement-breakpoint
ALTER TABLE "membership_offers" DROP CONSTRAINT "membership_offers_min_price_range";--> statement-breakpoint
ALTER TABLE "membership_offers" ADD CONSTRAINT "membership_offers_price_range" CHECK ("membership_offers"."price_cents" >= 0 AND "membership_offers"."price_cents" <= 1000000);--> statement-breakpoint
ALTER TABLE "membership_offers" ADD CONSTRAINT "membership_offers_min_price_range" CHECK ("membership_offers"."min_price_cents" IS NULL OR ("membership_offers"."min_price_cents" >= 0 AND "membership_offers"."min_price_cents" <= "membership_offers"."price_cents"));--> statement-breakpoint
-- Written by hand: drizzle-kit renames the columns without converting them. numeric(10,2) times 100 is a whole number, so the cast is exact.
ALTER TABLE "membership_offers" ALTER COLUMN "price_cents" SET DATA TYPE integer USING round("price_cents" * 100)::integer;--> statement-breakpoint
ALTER TABLE "membership_offers" ALTER COLUMN "min_price_cents" SET DATA TYPE integer USING round("min_price_cents" * 100)::integer;
