ALTER TABLE "association_settings" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "setup_done_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written, before the column goes: the receipts' address becomes the association's, where the
-- association had none of its own. A first row keeps the other settings as configured
-- (reminder_days_after null would mean "no reminder after the end").
INSERT INTO "association_settings" ("id", "address", "reminder_days_after")
SELECT 1, "address", 1 FROM "donation_settings" WHERE "address" <> ''
ON CONFLICT ("id") DO UPDATE SET "address" = EXCLUDED."address"
WHERE coalesce("association_settings"."address", '') = '';--> statement-breakpoint
-- An association already in use is not asked its first steps: more than the first account, or
-- settings already saved (docs/regles/premiers-pas.md).
INSERT INTO "association_settings" ("id", "reminder_days_after", "setup_done_at")
SELECT 1, 1, now() WHERE (SELECT count(*) FROM "users") > 1 OR EXISTS (SELECT 1 FROM "association_settings")
ON CONFLICT ("id") DO UPDATE SET "setup_done_at" = now();--> statement-breakpoint
ALTER TABLE "donation_settings" DROP COLUMN "address";
