CREATE TYPE "public"."household_invitation_status" AS ENUM('pending', 'refused');--> statement-breakpoint
CREATE TABLE "household_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_adhesion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"status" "household_invitation_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_invitations_token_unique" UNIQUE("token"),
	CONSTRAINT "household_invitations_payer_user_unique" UNIQUE("payer_adhesion_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_payer_adhesion_id_adhesions_id_fk" FOREIGN KEY ("payer_adhesion_id") REFERENCES "public"."adhesions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_invitations_user_idx" ON "household_invitations" USING btree ("user_id","status");