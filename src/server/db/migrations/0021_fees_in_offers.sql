-- The fees were settings; since 0020 they are the prices of the offers, which took their values.
ALTER TABLE "association_settings" DROP COLUMN "fee_standard";--> statement-breakpoint
ALTER TABLE "association_settings" DROP COLUMN "fee_premium";--> statement-breakpoint
ALTER TABLE "association_settings" DROP COLUMN "fee_bienfaiteur";