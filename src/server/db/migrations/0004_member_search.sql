-- Member search ignores case and accents ("helene" finds "Hélène") and is served by a trigram
-- index, so a search among 100,000 members reads a few index pages instead of every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index; this
-- wrapper names the dictionary explicitly, which makes the result depend on its argument alone.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The very expressions of src/server/features/members/member-search.ts: the planner uses an
-- index only when a query repeats its expression exactly. Administrators search names and
-- emails, members names only.
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users"
  USING gin (immutable_unaccent(lower(' ' || "nom" || ' ' || "prenom" || ' ' || "email")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_search_trgm_idx" ON "users"
  USING gin (immutable_unaccent(lower(' ' || "nom" || ' ' || "prenom")) gin_trgm_ops);
