ALTER TABLE "material_loans" DROP CONSTRAINT "material_loans_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "material_loans" ADD CONSTRAINT "material_loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");