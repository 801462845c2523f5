ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(' ' || "nom" || ' ' || "prenom" || ' ' || "email"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(' ' || "nom" || ' ' || "prenom"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_text_trgm_idx" ON "users" USING gin ("name_search_text" gin_trgm_ops);--> statement-breakpoint
-- Migration 0004's indexes on the same expressions, computed for every row a search read.
DROP INDEX IF EXISTS "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_search_trgm_idx";
