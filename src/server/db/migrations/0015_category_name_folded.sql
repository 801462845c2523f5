-- Categories told apart only by case or accents ('Cuisine', 'cuisine') were accepted: the later
-- ones get a number, '(2)', '(3)', so that the unique index can be built on any database.
UPDATE "material_categories" AS "category"
SET "name" = "category"."name" || ' (' || "twin"."rank" || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY immutable_unaccent(lower("name")) ORDER BY "created_at", "id") AS "rank"
  FROM "material_categories"
) AS "twin"
WHERE "twin"."id" = "category"."id" AND "twin"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "material_categories_name_folded_idx" ON "material_categories" USING btree (immutable_unaccent(lower("name")));
