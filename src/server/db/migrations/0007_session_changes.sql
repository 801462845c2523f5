-- Each process remembers for a moment who a session cookie belongs to (src/server/features/auth/
-- session-cache.ts). Whatever ends a session or changes what a session says about its user, by
-- whichever process or command, tells every process at commit: they forget that user at once.
-- The trigger's argument names the column that holds the user's id.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('session_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_session_fields_changed"
  AFTER UPDATE OF "email", "prenom", "nom", "role", "avatar_url", "is_active" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');
