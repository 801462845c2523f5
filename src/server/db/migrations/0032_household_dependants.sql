CREATE TABLE "household_dependants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_adhesion_id" uuid NOT NULL,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"annee_naissance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_dependants_annee_range" CHECK ("household_dependants"."annee_naissance" BETWEEN 1850 AND 2200)
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "dependants" jsonb;--> statement-breakpoint
ALTER TABLE "household_dependants" ADD CONSTRAINT "household_dependants_payer_adhesion_id_adhesions_id_fk" FOREIGN KEY ("payer_adhesion_id") REFERENCES "public"."adhesions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_dependants_payer_idx" ON "household_dependants" USING btree ("payer_adhesion_id");