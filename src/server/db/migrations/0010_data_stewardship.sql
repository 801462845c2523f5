CREATE SEQUENCE "public"."erased_member_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text DEFAULT '' NOT NULL,
	"changes" jsonb
);
--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "backups_enabled" boolean;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "backups_kept" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erasure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_number" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin (immutable_unaccent(lower(' ' || "actor_name" || ' ' || "action" || ' ' || "target_label")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_erasure_requested_idx" ON "users" USING btree ("erasure_requested_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_erased_number_unique" UNIQUE("erased_number");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_idx" ON "checkout_sessions" USING btree ("status","created_at");