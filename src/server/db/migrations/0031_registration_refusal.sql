CREATE TYPE "public"."refund_status" AS ENUM('a_rembourser', 'rembourse');--> statement-breakpoint
ALTER TYPE "public"."adhesion_status" ADD VALUE 'refused';--> statement-breakpoint
ALTER TYPE "public"."simulated_payment_status" ADD VALUE 'refunded';--> statement-breakpoint
DROP INDEX "users_pending_created_idx";--> statement-breakpoint
ALTER TABLE "adhesions" ADD COLUMN "refund" "refund_status";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_refused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_idx" ON "checkout_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "users_pending_created_idx" ON "users" USING btree ("created_at","id") WHERE not "users"."is_active" and "users"."erased_at" is null and "users"."registration_refused_at" is null;--> statement-breakpoint
-- Hand-written: "ending this month" now counts a membership in the month of its last day
-- covered, the day before its date_fin (a season whose date_fin is 1 September ends in August).
-- The triggers forget that month, and the months stored by the former rule are forgotten.
CREATE OR REPLACE FUNCTION forget_statistics_of(from_day date, end_days date[], member_ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM statistics_months WHERE month >= to_char(from_day, 'YYYY-MM');
  DELETE FROM statistics_ending
    WHERE month IN (
      SELECT to_char(e - 1, 'YYYY-MM') FROM unnest(end_days) AS e
      UNION
      SELECT to_char(a.date_fin - 1, 'YYYY-MM') FROM adhesions AS a WHERE a.user_id = ANY (member_ids));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forget_member_statistics() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310002);
  DELETE FROM statistics_ending
    WHERE month IN (SELECT to_char(date_fin - 1, 'YYYY-MM') FROM adhesions WHERE user_id = OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM statistics_ending;
