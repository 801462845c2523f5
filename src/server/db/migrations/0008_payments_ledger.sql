CREATE TABLE "attestation_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attestations" (
	"adhesion_id" uuid PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attestations_year_number_unique" UNIQUE("year","number")
);
--> statement-breakpoint
ALTER TABLE "adhesions" ADD COLUMN "date_paiement" date GENERATED ALWAYS AS (LEAST(date_debut, (created_at AT TIME ZONE 'Europe/Paris')::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_adhesion_id_adhesions_id_fk" FOREIGN KEY ("adhesion_id") REFERENCES "public"."adhesions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adhesions_paid_on_idx" ON "adhesions" USING btree ("date_paiement","id");--> statement-breakpoint
CREATE INDEX "adhesions_mode_paid_on_idx" ON "adhesions" USING btree ("mode_paiement","date_paiement","id");