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
CREATE OR REPLACE FUNCTION forget_statistics_of(from_day date, end_days date[], member_ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM statistics_months WHERE month >= to_char(from_day, 'YYYY-MM');
  DELETE FROM statistics_ending
    WHERE month IN (
      SELECT to_char(e, 'YYYY-MM') FROM unnest(end_days) AS e
      UNION
      SELECT to_char(a.date_fin, 'YYYY-MM') FROM adhesions AS a WHERE a.user_id = ANY (member_ids));
END
$$;
--> statement-breakpoint
-- Once per statement, on the rows it changed: an import of 10,000 lines forgets once. The app's
-- writers run in READ COMMITTED, so the deletes see figures stored while the statement ran.
CREATE OR REPLACE FUNCTION forget_membership_statistics() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  earliest date;
  ends date[];
  changed_members uuid[];
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310002);
  IF TG_OP = 'INSERT' THEN
    SELECT min(LEAST(n.date_debut, n.date_paiement)), array_agg(n.date_fin), array_agg(DISTINCT n.user_id)
      INTO earliest, ends, changed_members FROM new_rows AS n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT min(LEAST(o.date_debut, o.date_paiement)), array_agg(o.date_fin), array_agg(DISTINCT o.user_id)
      INTO earliest, ends, changed_members FROM old_rows AS o;
  ELSE
    WITH changed AS (
      SELECT o.date_debut, o.date_paiement, o.date_fin, o.user_id
        FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id WHERE o IS DISTINCT FROM n
      UNION ALL
      SELECT n.date_debut, n.date_paiement, n.date_fin, n.user_id
        FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id WHERE o IS DISTINCT FROM n
    )
    SELECT min(LEAST(c.date_debut, c.date_paiement)), array_agg(c.date_fin), array_agg(DISTINCT c.user_id)
      INTO earliest, ends, changed_members FROM changed AS c;
  END IF;
  IF earliest IS NOT NULL THEN
    PERFORM forget_statistics_of(earliest, ends, changed_members);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "adhesions_statistics_inserted" AFTER INSERT ON "adhesions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forget_membership_statistics();
--> statement-breakpoint
CREATE TRIGGER "adhesions_statistics_updated" AFTER UPDATE ON "adhesions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forget_membership_statistics();
--> statement-breakpoint
CREATE TRIGGER "adhesions_statistics_deleted" AFTER DELETE ON "adhesions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forget_membership_statistics();
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
