CREATE TABLE "statistics_ending" (
	"month" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"renewed" integer NOT NULL,
	"members" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_months" (
	"month" text PRIMARY KEY NOT NULL,
	"active_members" integer NOT NULL,
	"new_members" integer NOT NULL,
	"renewals" integer NOT NULL,
	"income" jsonb NOT NULL
);
--> statement-breakpoint
-- Hand-written: the stored figures of the dashboard (statistics_months, statistics_ending) are
-- forgotten by the database itself whenever what they count changes, whoever changes it (a route,
-- an import, a job, a command, another process). A membership changes the months from its start
-- or its payment day on (the active members and the renewals after it), and "ending this month"
-- of its own end and of its member's other memberships (whether they are renewed). The shared
-- lock (7310002) waits while a dashboard stores figures under the exclusive one: figures are
-- never stored from a state that a write in progress is changing.
CREATE OR REPLACE FUNCTION forget_membership_statistics() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_from date;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7310002);
  IF TG_OP <> 'INSERT' THEN
    changed_from := LEAST(OLD.date_debut, OLD.date_paiement);
    DELETE FROM statistics_ending
      WHERE month = to_char(OLD.date_fin, 'YYYY-MM')
        OR month IN (SELECT to_char(date_fin, 'YYYY-MM') FROM adhesions WHERE user_id = OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_from := LEAST(changed_from, NEW.date_debut, NEW.date_paiement);
    DELETE FROM statistics_ending
      WHERE month = to_char(NEW.date_fin, 'YYYY-MM')
        OR month IN (SELECT to_char(date_fin, 'YYYY-MM') FROM adhesions WHERE user_id = NEW.user_id);
  END IF;
  DELETE FROM statistics_months WHERE month >= to_char(changed_from, 'YYYY-MM');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "adhesions_statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "adhesions"
  FOR EACH ROW EXECUTE FUNCTION forget_membership_statistics();
--> statement-breakpoint
-- "Ending this month" names its members, and leaves out the erased ones.
CREATE OR REPLACE FUNCTION forget_member_statistics() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310002);
  DELETE FROM statistics_ending
    WHERE month IN (SELECT to_char(date_fin, 'YYYY-MM') FROM adhesions WHERE user_id = OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_statistics_changed" AFTER UPDATE OF "prenom", "nom", "erased_at" ON "users"
  FOR EACH ROW
  WHEN (OLD.prenom IS DISTINCT FROM NEW.prenom OR OLD.nom IS DISTINCT FROM NEW.nom
    OR OLD.erased_at IS DISTINCT FROM NEW.erased_at)
  EXECUTE FUNCTION forget_member_statistics();
--> statement-breakpoint
-- A TRUNCATE fires no row trigger: everything stored is forgotten.
CREATE OR REPLACE FUNCTION forget_all_statistics() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310002);
  DELETE FROM statistics_months;
  DELETE FROM statistics_ending;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "adhesions_truncated" AFTER TRUNCATE ON "adhesions"
  FOR EACH STATEMENT EXECUTE FUNCTION forget_all_statistics();
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION forget_all_statistics();
