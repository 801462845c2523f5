-- Migration 0004's immutable_unaccent wraps unaccent(), which is only STABLE: PostgreSQL cannot
-- inline such a wrapper, and runs it through its SQL-function executor, set up again in every
-- statement at every place it is called (four times per picker search, and for each row read in
-- the order of a folded index). Declared on unaccent's own C function, the very code unaccent()
-- runs, the wrapper is inlined: the same results, and the same indexes, for a fraction of the work.
DO $migration$
BEGIN
  CREATE OR REPLACE FUNCTION immutable_unaccent_dict(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT
    AS '$libdir/unaccent', 'unaccent_dict';
  CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.immutable_unaccent_dict('public.unaccent'::regdictionary, $1) $$;
EXCEPTION WHEN insufficient_privilege THEN
  -- Only a superuser may declare a C function, which the owner of a hosted database often is not:
  -- there, the wrapper of migration 0004 stays, slower, with the same results.
  RAISE NOTICE 'immutable_unaccent reste la fonction SQL de la migration 0004 (droits insuffisants pour une fonction C)';
END
$migration$;
