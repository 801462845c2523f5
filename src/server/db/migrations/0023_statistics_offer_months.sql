-- Hand-written: the stored months are forgotten rather than filled in, so that each is computed
-- again, with its figures per offer, the next time the dashboard asks for it.
DELETE FROM "statistics_months";
--> statement-breakpoint
ALTER TABLE "statistics_months" ADD COLUMN "offers" jsonb NOT NULL;
