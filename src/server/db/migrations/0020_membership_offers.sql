CREATE TYPE "public"."offer_pricing" AS ENUM('fixe', 'libre', 'reduit');--> statement-breakpoint
CREATE TABLE "membership_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" "adhesion_type" NOT NULL,
	"pricing" "offer_pricing" DEFAULT 'fixe' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"min_price" numeric(10, 2),
	"condition" text,
	"household_size" integer,
	"open_to_registration" boolean DEFAULT false NOT NULL,
	"open_to_renewal" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_offers_price_range" CHECK ("membership_offers"."price" >= 0 AND "membership_offers"."price" <= 10000),
	CONSTRAINT "membership_offers_min_price_range" CHECK ("membership_offers"."min_price" IS NULL OR ("membership_offers"."min_price" >= 0 AND "membership_offers"."min_price" <= "membership_offers"."price")),
	CONSTRAINT "membership_offers_household_size" CHECK ("membership_offers"."household_size" IS NULL OR "membership_offers"."household_size" BETWEEN 2 AND 10)
);
--> statement-breakpoint
ALTER TABLE "adhesions" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "adhesions" ADD COLUMN "household_of" uuid;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "season_start_month" integer;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "season_early_weeks" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "household" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_offers_name_key" ON "membership_offers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "adhesions" ADD CONSTRAINT "adhesions_offer_id_membership_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."membership_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adhesions" ADD CONSTRAINT "adhesions_household_of_adhesions_id_fk" FOREIGN KEY ("household_of") REFERENCES "public"."adhesions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_offer_id_membership_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."membership_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adhesions_offer_idx" ON "adhesions" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "adhesions_household_idx" ON "adhesions" USING btree ("household_of");--> statement-breakpoint
-- Hand-written: the spec's three types become the first three offers, at the fee the association
-- had saved (or the spec's), and every membership points to the offer of its type. Only
-- « Membre Ordinaire » is chosen online, as before; the two others are recorded by an administrator.
INSERT INTO "membership_offers" ("name", "benefits", "type", "price", "open_to_registration", "open_to_renewal", "position")
SELECT 'Membre Ordinaire',
       ARRAY['-5 % sur les services de l''association', 'Parrainage : jusqu''à -50 % sur la cotisation',
             'Un espace membre personnel', 'Des outils de recueil', 'Une messagerie interne',
             'Les événements de l’association'],
       'standard'::adhesion_type, COALESCE((SELECT "fee_standard" FROM "association_settings" WHERE "id" = 1), 7.50), true, true, 1
UNION ALL
SELECT 'Membre Actif', '{}', 'premium'::adhesion_type, COALESCE((SELECT "fee_premium" FROM "association_settings" WHERE "id" = 1), 10), false, false, 2
UNION ALL
SELECT 'Membre Fondateur', '{}', 'bienfaiteur'::adhesion_type, COALESCE((SELECT "fee_bienfaiteur" FROM "association_settings" WHERE "id" = 1), 0), false, false, 3;
--> statement-breakpoint
UPDATE "adhesions" AS a SET "offer_id" = o."id" FROM "membership_offers" AS o WHERE o."type" = a."type";
--> statement-breakpoint
ALTER TABLE "adhesions" ALTER COLUMN "offer_id" SET NOT NULL;
--> statement-breakpoint
-- A membership written without its offer (a script, an older test) takes the first offer of its
-- type, the current one before an archived one.
CREATE OR REPLACE FUNCTION adhesion_offer_of_type() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.offer_id IS NULL THEN
    SELECT o.id INTO NEW.offer_id FROM membership_offers AS o
      WHERE o.type = NEW.type
      ORDER BY o.archived_at IS NOT NULL, o.position, o.created_at
      LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER adhesions_offer_of_type BEFORE INSERT ON "adhesions"
  FOR EACH ROW EXECUTE FUNCTION adhesion_offer_of_type();
