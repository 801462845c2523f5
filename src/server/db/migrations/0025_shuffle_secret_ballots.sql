-- Hand-written: the secret ballots already stored lie in the order they were cast, beside the
-- voters' marks written in the same order. Written again at once in a random order with new
-- random ids, they keep nothing that pairs them with their voters (a closing vote now does the same).
WITH "taken" AS (
  DELETE FROM "ag_secret_ballots" RETURNING "resolution_id", "vote", "choices"
)
INSERT INTO "ag_secret_ballots" ("resolution_id", "vote", "choices")
SELECT "resolution_id", "vote", "choices" FROM "taken" ORDER BY random();
