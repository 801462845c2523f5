CREATE TABLE "association_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"initials" text,
	"email" text,
	"address" text,
	"fee_standard" numeric(10, 2),
	"fee_premium" numeric(10, 2),
	"fee_bienfaiteur" numeric(10, 2),
	"reminders_enabled" boolean,
	"reminder_days_before" integer[],
	"reminder_days_after" integer,
	"reminder_before_subject" text,
	"reminder_before_body" text,
	"reminder_after_subject" text,
	"reminder_after_body" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "association_settings_single_row" CHECK ("association_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"adhesion_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_adhesion_kind" UNIQUE("adhesion_id","kind")
);
--> statement-breakpoint
ALTER TABLE "association_settings" ADD CONSTRAINT "association_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_adhesion_id_adhesions_id_fk" FOREIGN KEY ("adhesion_id") REFERENCES "public"."adhesions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adhesions_fin_idx" ON "adhesions" USING btree ("date_fin");