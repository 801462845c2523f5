-- The four legal texts exist from the first start, empty until an administrator writes them.
INSERT INTO "legal_infos" ("type") VALUES ('CGV'), ('CGU'), ('Mentions Légales'), ('Politique de Confidentialité') ON CONFLICT ("type") DO NOTHING;
