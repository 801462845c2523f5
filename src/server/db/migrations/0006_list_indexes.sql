DROP INDEX "documents_user_idx";--> statement-breakpoint
DROP INDEX "dossiers_modification_idx";--> statement-breakpoint
CREATE INDEX "documents_type_created_idx" ON "documents" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "documents_uploader_idx" ON "documents" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin (immutable_unaccent(lower(' ' || "nom")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_search_trgm_idx" ON "dossiers" USING gin (immutable_unaccent(lower(' ' || "nom" || ' ' || "description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_user_idx" ON "dossiers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presences_ag_tally_idx" ON "presences_ag" USING btree ("ag_id","present","procuration_user_id");--> statement-breakpoint
CREATE INDEX "questions_inspirantes_created_idx" ON "questions_inspirantes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "questions_inspirantes_search_trgm_idx" ON "questions_inspirantes" USING gin (immutable_unaccent(lower(' ' || "question")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "structures_created_idx" ON "structures" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "structures_category_idx" ON "structures" USING btree ("categorie","created_at");--> statement-breakpoint
CREATE INDEX "structures_name_idx" ON "structures" USING btree (immutable_unaccent(lower("nom")),"id");--> statement-breakpoint
CREATE INDEX "structures_city_idx" ON "structures" USING btree (immutable_unaccent(lower("ville")),immutable_unaccent(lower("nom")));--> statement-breakpoint
CREATE INDEX "structures_category_name_idx" ON "structures" USING btree ("categorie",immutable_unaccent(lower("nom")));--> statement-breakpoint
CREATE INDEX "structures_search_trgm_idx" ON "structures" USING gin (immutable_unaccent(lower(' ' || "nom" || ' ' || "ville" || ' ' || "code_postal")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "structures_user_idx" ON "structures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_active_created_idx" ON "users" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "votes_ag_tally_idx" ON "votes_ag" USING btree ("ag_id","question","vote");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "dossiers_modification_idx" ON "dossiers" USING btree ("date_modification","id");