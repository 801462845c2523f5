CREATE TYPE "public"."majority_rule" AS ENUM('simple', 'deux_tiers', 'absolue_membres');--> statement-breakpoint
CREATE TYPE "public"."resolution_kind" AS ENUM('approbation', 'choix', 'election');--> statement-breakpoint
CREATE TYPE "public"."resolution_status" AS ENUM('en_attente', 'ouverte', 'close');--> statement-breakpoint
CREATE TYPE "public"."voter_rule" AS ENUM('a_jour', 'valides');--> statement-breakpoint
CREATE TABLE "ag_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ag_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"kind" "resolution_kind" DEFAULT 'approbation' NOT NULL,
	"majority" "majority_rule" DEFAULT 'simple' NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"seats" integer,
	"status" "resolution_status" DEFAULT 'en_attente' NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ag_resolutions_seats" CHECK ("ag_resolutions"."seats" IS NULL OR "ag_resolutions"."seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ag_secret_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resolution_id" uuid NOT NULL,
	"vote" "vote_value",
	"choices" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ag_secret_voters" (
	"resolution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cast_by" uuid,
	CONSTRAINT "ag_secret_voters_resolution_id_user_id_pk" PRIMARY KEY("resolution_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "votes_ag" DROP CONSTRAINT "votes_ag_triple";--> statement-breakpoint
DROP INDEX "votes_ag_tally_idx";--> statement-breakpoint
ALTER TABLE "votes_ag" ALTER COLUMN "vote" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "closing_figures" jsonb;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "chair_id" uuid;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "secretary_id" uuid;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "minutes_text" text;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD COLUMN "minutes_finalised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "ag_voters" "voter_rule";--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "ag_max_proxies" integer;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "ag_quorum_percent" integer;--> statement-breakpoint
ALTER TABLE "presences_ag" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "votes_ag" ADD COLUMN "resolution_id" uuid;--> statement-breakpoint
-- Hand-written: every assembly gets the spec's two questions as its first resolutions, open while
-- it is held and closed once it is over, and each vote on record points to its question's.
INSERT INTO "ag_resolutions" ("ag_id", "position", "title", "status")
SELECT ag."id", q.position, q.title,
       (CASE ag."status" WHEN 'en_cours' THEN 'ouverte' WHEN 'terminee' THEN 'close' ELSE 'en_attente' END)::resolution_status
  FROM "assemblees_generales" AS ag
  CROSS JOIN (VALUES (1, 'Approuvez-vous le bilan moral ?'), (2, 'Approuvez-vous le bilan financier ?')) AS q(position, title);
--> statement-breakpoint
UPDATE "votes_ag" AS v SET "resolution_id" = r."id"
  FROM "ag_resolutions" AS r WHERE r."ag_id" = v."ag_id" AND r."title" = v."question";
--> statement-breakpoint
DELETE FROM "votes_ag" WHERE "resolution_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "votes_ag" ALTER COLUMN "resolution_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "votes_ag" ADD COLUMN "cast_by" uuid;--> statement-breakpoint
ALTER TABLE "votes_ag" ADD COLUMN "choices" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ag_resolutions" ADD CONSTRAINT "ag_resolutions_ag_id_assemblees_generales_id_fk" FOREIGN KEY ("ag_id") REFERENCES "public"."assemblees_generales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ag_secret_ballots" ADD CONSTRAINT "ag_secret_ballots_resolution_id_ag_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."ag_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ag_secret_voters" ADD CONSTRAINT "ag_secret_voters_resolution_id_ag_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."ag_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ag_secret_voters" ADD CONSTRAINT "ag_secret_voters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ag_secret_voters" ADD CONSTRAINT "ag_secret_voters_cast_by_users_id_fk" FOREIGN KEY ("cast_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ag_resolutions_ag_idx" ON "ag_resolutions" USING btree ("ag_id","position");--> statement-breakpoint
CREATE INDEX "ag_secret_ballots_resolution_idx" ON "ag_secret_ballots" USING btree ("resolution_id","vote");--> statement-breakpoint
CREATE INDEX "ag_secret_voters_user_idx" ON "ag_secret_voters" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD CONSTRAINT "assemblees_generales_chair_id_users_id_fk" FOREIGN KEY ("chair_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assemblees_generales" ADD CONSTRAINT "assemblees_generales_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes_ag" ADD CONSTRAINT "votes_ag_resolution_id_ag_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."ag_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes_ag" ADD CONSTRAINT "votes_ag_cast_by_users_id_fk" FOREIGN KEY ("cast_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "votes_ag_ag_idx" ON "votes_ag" USING btree ("ag_id","user_id");--> statement-breakpoint
CREATE INDEX "votes_ag_tally_idx" ON "votes_ag" USING btree ("resolution_id","vote");--> statement-breakpoint
ALTER TABLE "votes_ag" ADD CONSTRAINT "votes_ag_resolution_member" UNIQUE("resolution_id","user_id");