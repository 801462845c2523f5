CREATE TABLE "accounting_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "accounting_budgets_year_account_key" UNIQUE("year_id","account_id"),
	CONSTRAINT "accounting_budgets_amount" CHECK ("accounting_budgets"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounting_budgets" ADD CONSTRAINT "accounting_budgets_year_id_accounting_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."accounting_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_budgets" ADD CONSTRAINT "accounting_budgets_account_id_accounting_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_budgets_account_idx" ON "accounting_budgets" USING btree ("account_id");