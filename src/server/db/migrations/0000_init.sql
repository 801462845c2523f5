CREATE TYPE "public"."adhesion_status" AS ENUM('active', 'pending', 'expired');--> statement-breakpoint
CREATE TYPE "public"."adhesion_type" AS ENUM('standard', 'premium', 'bienfaiteur');--> statement-breakpoint
CREATE TYPE "public"."ag_status" AS ENUM('a_venir', 'en_cours', 'terminee');--> statement-breakpoint
CREATE TYPE "public"."category_icon" AS ENUM('Folder', 'Camera', 'Video', 'CreditCard', 'Calendar', 'Music', 'Mic', 'Monitor', 'Speaker', 'Tv', 'Headphones', 'Film', 'Image', 'Tag');--> statement-breakpoint
CREATE TYPE "public"."checkout_purpose" AS ENUM('inscription', 'renouvellement');--> statement-breakpoint
CREATE TYPE "public"."checkout_status" AS ENUM('open', 'completed');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('general', 'specifique');--> statement-breakpoint
CREATE TYPE "public"."dossier_step" AS ENUM('Définition du Projet', 'Rendez-vous de Recueil', 'Retranscription', 'Livraison du Produit Final');--> statement-breakpoint
CREATE TYPE "public"."legal_type" AS ENUM('CGV', 'CGU', 'Mentions Légales', 'Politique de Confidentialité');--> statement-breakpoint
CREATE TYPE "public"."loan_status" AS ENUM('En attente', 'Confirmé', 'Refusé', 'Retiré', 'Retourné - RAS', 'Retourné - Défaut', 'Non retourné', 'Annulé', 'Terminé');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."member_function" AS ENUM('Membre', 'Président', 'Secrétaire', 'Trésorier(e)');--> statement-breakpoint
CREATE TYPE "public"."member_status" AS ENUM('Membre Ordinaire', 'Membre Actif', 'Membre Fondateur');--> statement-breakpoint
CREATE TYPE "public"."payment_mode" AS ENUM('Carte Bancaire', 'Chèque', 'Espèce', 'Virement');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('member', 'admin');--> statement-breakpoint
CREATE TYPE "public"."simulated_payment_status" AS ENUM('open', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."structure_category" AS ENUM('EHPAD', 'Hopital', 'Résidence Séniors', 'Autres');--> statement-breakpoint
CREATE TYPE "public"."structure_status" AS ENUM('Contacté', 'En attente d''un retour', 'Pas intéressé', 'Contrat en cours', 'N''existe plus');--> statement-breakpoint
CREATE TYPE "public"."vote_value" AS ENUM('oui', 'non', 'abstention');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adhesions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "adhesion_type" DEFAULT 'standard' NOT NULL,
	"montant" numeric(10, 2) NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"statut" "adhesion_status" DEFAULT 'pending' NOT NULL,
	"mode_paiement" "payment_mode",
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adhesions_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "adhesions_montant_positive" CHECK ("adhesions"."montant" >= 0),
	CONSTRAINT "adhesions_dates_ordered" CHECK ("adhesions"."date_fin" >= "adhesions"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "assemblees_generales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"status" "ag_status" DEFAULT 'a_venir' NOT NULL,
	"lieu" text NOT NULL,
	"lien_visio" text,
	"ordre_du_jour" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "checkout_purpose" NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" "checkout_status" DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"registration" jsonb,
	"password_hash" text,
	"user_id" uuid,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "commentaires_ag" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"commentaire" text NOT NULL,
	"modere" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"type" "document_type" NOT NULL,
	"taille" integer NOT NULL,
	"url" text NOT NULL,
	"mime_type" text,
	"user_id" uuid,
	"uploader_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_specific_has_target" CHECK ("documents"."type" = 'general' OR "documents"."user_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "documents_ag" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ag_id" uuid NOT NULL,
	"type" text NOT NULL,
	"nom" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"description" text NOT NULL,
	"statut" "dossier_step" DEFAULT 'Définition du Projet' NOT NULL,
	"user_id" uuid,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL,
	"etapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "dossiers_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "evenements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titre" text NOT NULL,
	"description" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"lieu" text,
	"places_max" integer,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evenements_places_max_min" CHECK ("evenements"."places_max" IS NULL OR "evenements"."places_max" >= 1)
);
--> statement-breakpoint
CREATE TABLE "inscriptions_evenements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evenement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscriptions_evenements_pair" UNIQUE("evenement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "legal_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "legal_type" NOT NULL,
	"contenu" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "legal_infos_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" "category_icon" DEFAULT 'Folder' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "material_loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"material_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"usage_context" text NOT NULL,
	"status" "loan_status" DEFAULT 'En attente' NOT NULL,
	"return_state" text,
	"return_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_loans_quantity_min" CHECK ("material_loans"."quantity" >= 1),
	CONSTRAINT "material_loans_dates_ordered" CHECK ("material_loans"."end_date" >= "material_loans"."start_date")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"category_id" uuid NOT NULL,
	"total_quantity" integer DEFAULT 1 NOT NULL,
	"available_quantity" integer DEFAULT 1 NOT NULL,
	"default_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_total_min" CHECK ("materials"."total_quantity" >= 1),
	CONSTRAINT "materials_available_bounds" CHECK ("materials"."available_quantity" >= 0 AND "materials"."available_quantity" <= "materials"."total_quantity")
);
--> statement-breakpoint
CREATE TABLE "presences_ag" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"procuration_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presences_ag_pair" UNIQUE("ag_id","user_id"),
	CONSTRAINT "presences_ag_no_self_proxy" CHECK ("presences_ag"."procuration_user_id" IS NULL OR "presences_ag"."procuration_user_id" <> "presences_ag"."user_id")
);
--> statement-breakpoint
CREATE TABLE "questions_inspirantes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "simulated_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "simulated_payment_status" DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "structures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"adresse" text NOT NULL,
	"code_postal" text NOT NULL,
	"ville" text NOT NULL,
	"telephone" text NOT NULL,
	"email" text NOT NULL,
	"description" text,
	"categorie" "structure_category" NOT NULL,
	"statut" "structure_status" DEFAULT 'Contacté' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"two_factor_enabled" boolean DEFAULT true NOT NULL,
	"role" "user_role" DEFAULT 'member' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"telephone" text,
	"adresse" text,
	"code_postal" text,
	"ville" text,
	"statut_membre" "member_status" DEFAULT 'Membre Ordinaire' NOT NULL,
	"fonction" "member_function" DEFAULT 'Membre' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes_ag" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"vote" "vote_value" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_ag_triple" UNIQUE("ag_id","user_id","question")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adhesions" ADD CONSTRAINT "adhesions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentaires_ag" ADD CONSTRAINT "commentaires_ag_ag_id_assemblees_generales_id_fk" FOREIGN KEY ("ag_id") REFERENCES "public"."assemblees_generales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentaires_ag" ADD CONSTRAINT "commentaires_ag_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents_ag" ADD CONSTRAINT "documents_ag_ag_id_assemblees_generales_id_fk" FOREIGN KEY ("ag_id") REFERENCES "public"."assemblees_generales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscriptions_evenements" ADD CONSTRAINT "inscriptions_evenements_evenement_id_evenements_id_fk" FOREIGN KEY ("evenement_id") REFERENCES "public"."evenements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscriptions_evenements" ADD CONSTRAINT "inscriptions_evenements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_infos" ADD CONSTRAINT "legal_infos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_loans" ADD CONSTRAINT "material_loans_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_loans" ADD CONSTRAINT "material_loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_category_id_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."material_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences_ag" ADD CONSTRAINT "presences_ag_ag_id_assemblees_generales_id_fk" FOREIGN KEY ("ag_id") REFERENCES "public"."assemblees_generales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences_ag" ADD CONSTRAINT "presences_ag_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences_ag" ADD CONSTRAINT "presences_ag_procuration_user_id_users_id_fk" FOREIGN KEY ("procuration_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes_ag" ADD CONSTRAINT "votes_ag_ag_id_assemblees_generales_id_fk" FOREIGN KEY ("ag_id") REFERENCES "public"."assemblees_generales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes_ag" ADD CONSTRAINT "votes_ag_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "adhesions_user_idx" ON "adhesions" USING btree ("user_id","date_debut");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dossiers_modification_idx" ON "dossiers" USING btree ("date_modification");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "material_loans_user_idx" ON "material_loans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");