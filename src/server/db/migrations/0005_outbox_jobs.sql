ALTER TABLE "mail_outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "assemblees_generales_date_idx" ON "assemblees_generales" USING btree ("date");--> statement-breakpoint
CREATE INDEX "assemblees_generales_status_idx" ON "assemblees_generales" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "commentaires_ag_ag_idx" ON "commentaires_ag" USING btree ("ag_id","created_at");--> statement-breakpoint
CREATE INDEX "commentaires_ag_user_idx" ON "commentaires_ag" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_ag_ag_idx" ON "documents_ag" USING btree ("ag_id","created_at");--> statement-breakpoint
CREATE INDEX "evenements_date_idx" ON "evenements" USING btree ("date");--> statement-breakpoint
CREATE INDEX "inscriptions_evenements_user_idx" ON "inscriptions_evenements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "material_loans_created_idx" ON "material_loans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "material_loans_status_idx" ON "material_loans" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "material_loans_material_idx" ON "material_loans" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "materials_name_idx" ON "materials" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "materials_category_idx" ON "materials" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "presences_ag_user_idx" ON "presences_ag" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presences_ag_proxy_idx" ON "presences_ag" USING btree ("procuration_user_id");--> statement-breakpoint
CREATE INDEX "votes_ag_user_idx" ON "votes_ag" USING btree ("user_id");