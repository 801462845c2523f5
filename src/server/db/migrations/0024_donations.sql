CREATE TYPE "public"."donation_nature" AS ENUM('numeraire', 'nature');--> statement-breakpoint
CREATE TYPE "public"."receipt_kind" AS ENUM('don', 'annuel');--> statement-breakpoint
CREATE TYPE "public"."receipt_legal_status" AS ENUM('interet_general', 'utilite_publique', 'fondation_entreprise', 'culte', 'enseignement_superieur', 'aide_personnes_difficulte');--> statement-breakpoint
CREATE TYPE "public"."receipt_mode" AS ENUM('par_don', 'annuel');--> statement-breakpoint
ALTER TYPE "public"."checkout_purpose" ADD VALUE 'don';--> statement-breakpoint
CREATE TABLE "donation_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" "receipt_kind" NOT NULL,
	"donor_id" uuid NOT NULL,
	"donor" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"donation_ids" uuid[] NOT NULL,
	"fees_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"fees_year" integer,
	"natures" text[] NOT NULL,
	"modes" text[] NOT NULL,
	"articles" text[] NOT NULL,
	"access_token" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"mailed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	CONSTRAINT "donation_receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "donation_receipts_access_token_unique" UNIQUE("access_token"),
	CONSTRAINT "donation_receipts_year_sequence_key" UNIQUE("year","sequence"),
	CONSTRAINT "donation_receipts_cancel_reason" CHECK ("donation_receipts"."cancelled_at" IS NULL OR "donation_receipts"."cancel_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "donation_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"receipts_enabled" boolean DEFAULT false NOT NULL,
	"legal_status" "receipt_legal_status",
	"object" text DEFAULT '' NOT NULL,
	"identifier" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"signatory_name" text DEFAULT '' NOT NULL,
	"signatory_function" text DEFAULT '' NOT NULL,
	"signature_key" text,
	"receipt_mode" "receipt_mode" DEFAULT 'par_don' NOT NULL,
	"articles" text[] DEFAULT '{200}'::text[] NOT NULL,
	"receipt_fees" boolean DEFAULT false NOT NULL,
	"max_amount" numeric(10, 2) DEFAULT 10000 NOT NULL,
	"suggested_amounts" numeric(10, 2)[] DEFAULT '{20,50,100}'::numeric[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_settings_single_row" CHECK ("donation_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"donated_on" date NOT NULL,
	"nature" "donation_nature" NOT NULL,
	"mode_paiement" "payment_mode",
	"in_kind_description" text,
	"receipt_wanted" boolean NOT NULL,
	"receipt_id" uuid,
	"payment_id" text,
	"checkout_id" uuid,
	"recorded_by" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "donations_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount" > 0),
	CONSTRAINT "donations_mode_of_nature" CHECK (("donations"."nature" = 'numeraire') = ("donations"."mode_paiement" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "donors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"email" text,
	"adresse" text,
	"code_postal" text,
	"ville" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "donation" jsonb;--> statement-breakpoint
-- Hand-written: the stored months are computed again, with their gifts.
DELETE FROM "statistics_months";--> statement-breakpoint
ALTER TABLE "statistics_months" ADD COLUMN "donations" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_receipt_id_donation_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."donation_receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_checkout_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_receipts_donor_idx" ON "donation_receipts" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "donation_receipts_donations_idx" ON "donation_receipts" USING gin ("donation_ids");--> statement-breakpoint
CREATE INDEX "donations_day_idx" ON "donations" USING btree ("donated_on","id");--> statement-breakpoint
CREATE INDEX "donations_donor_idx" ON "donations" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "donations_receipt_idx" ON "donations" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "donors_email_idx" ON "donors" USING btree (lower("email"));--> statement-breakpoint
-- Hand-written: the settings' one row, with their defaults (receipts off).
INSERT INTO "donation_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Hand-written: a gift changes the stored months from its day on (see migration 0016), whoever
-- records, moves or deletes it.
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
      WHERE o.donated_on IS DISTINCT FROM n.donated_on OR o.amount IS DISTINCT FROM n.amount;
  END IF;
  IF earliest IS NOT NULL THEN
    DELETE FROM statistics_months WHERE month >= to_char(earliest, 'YYYY-MM');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "donations_statistics_inserted" AFTER INSERT ON "donations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forget_donation_statistics();
--> statement-breakpoint
CREATE TRIGGER "donations_statistics_updated" AFTER UPDATE ON "donations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forget_donation_statistics();
--> statement-breakpoint
CREATE TRIGGER "donations_statistics_deleted" AFTER DELETE ON "donations"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forget_donation_statistics();
--> statement-breakpoint
CREATE TRIGGER "donations_truncated" AFTER TRUNCATE ON "donations"
  FOR EACH STATEMENT EXECUTE FUNCTION forget_all_statistics();
