-- The reminders' opt-outs become the `rappels` category of the messages' opt-outs, kept with their date.
INSERT INTO "message_opt_outs" ("user_id", "category", "created_at") SELECT "user_id", 'rappels', "created_at" FROM "reminder_opt_outs" ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "reminder_opt_outs" CASCADE;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "messages_archive_newcomers" boolean;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "message_recipients_attempt_idx" ON "message_recipients" USING btree ("last_attempt_at");
