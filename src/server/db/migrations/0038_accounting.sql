CREATE TYPE "public"."accounting_entry_kind" AS ENUM('recette', 'depense', 'virement', 'avancee', 'ouverture');--> statement-breakpoint
CREATE TABLE "accounting_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"added" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "accounting_accounts_code" CHECK ("accounting_accounts"."code" ~ '^[1-8][0-9A-Z]*$')
);
--> statement-breakpoint
CREATE TABLE "accounting_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year_id" uuid NOT NULL,
	"date" date NOT NULL,
	"label" text NOT NULL,
	"kind" "accounting_entry_kind" NOT NULL,
	"piece_number" integer NOT NULL,
	"reference" text,
	"user_id" uuid,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	"source_kind" text,
	"source_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_entries_piece_key" UNIQUE("year_id","piece_number"),
	CONSTRAINT "accounting_entries_line_key" UNIQUE("id","year_id","date","piece_number"),
	CONSTRAINT "accounting_entries_source_key" UNIQUE("source_kind","source_id"),
	CONSTRAINT "accounting_entries_piece" CHECK ("accounting_entries"."piece_number" >= 0 AND ("accounting_entries"."piece_number" = 0) = ("accounting_entries"."kind" = 'ouverture')),
	CONSTRAINT "accounting_entries_source" CHECK (("accounting_entries"."source_kind" IS NULL) = ("accounting_entries"."source_id" IS NULL)),
	CONSTRAINT "accounting_entries_attachment" CHECK (("accounting_entries"."attachment_key" IS NULL) = ("accounting_entries"."attachment_name" IS NULL) AND ("accounting_entries"."attachment_key" IS NULL) = ("accounting_entries"."attachment_type" IS NULL) AND ("accounting_entries"."attachment_key" IS NULL) = ("accounting_entries"."attachment_size" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "accounting_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"date" date NOT NULL,
	"piece_number" integer NOT NULL,
	"position" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"debit_cents" integer DEFAULT 0 NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"label" text,
	"project_id" uuid,
	"reconciled_at" timestamp with time zone,
	CONSTRAINT "accounting_lines_one_side" CHECK ("accounting_lines"."debit_cents" >= 0 AND "accounting_lines"."credit_cents" >= 0 AND ("accounting_lines"."debit_cents" > 0) <> ("accounting_lines"."credit_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "accounting_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"result_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_years_period" CHECK ("accounting_years"."end_date" >= "accounting_years"."start_date"),
	CONSTRAINT "accounting_years_result_when_closed" CHECK (("accounting_years"."closed_at" IS NULL) = ("accounting_years"."result_cents" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_year_id_accounting_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."accounting_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_lines" ADD CONSTRAINT "accounting_lines_account_id_accounting_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_lines" ADD CONSTRAINT "accounting_lines_project_id_accounting_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."accounting_projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_lines" ADD CONSTRAINT "accounting_lines_entry_fk" FOREIGN KEY ("entry_id","year_id","date","piece_number") REFERENCES "public"."accounting_entries"("id","year_id","date","piece_number") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "accounting_years" ADD CONSTRAINT "accounting_years_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_entries_year_date_idx" ON "accounting_entries" USING btree ("year_id","date","piece_number");--> statement-breakpoint
CREATE INDEX "accounting_entries_user_idx" ON "accounting_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounting_entries_created_by_idx" ON "accounting_entries" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "accounting_entries_search_trgm_idx" ON "accounting_entries" USING gin (immutable_unaccent(lower(' ' || "label")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounting_lines_entry_idx" ON "accounting_lines" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "accounting_lines_ledger_idx" ON "accounting_lines" USING btree ("account_id","year_id","date","piece_number","id","debit_cents","credit_cents");--> statement-breakpoint
CREATE INDEX "accounting_lines_year_account_idx" ON "accounting_lines" USING btree ("year_id","account_id","debit_cents","credit_cents");--> statement-breakpoint
CREATE INDEX "accounting_lines_project_idx" ON "accounting_lines" USING btree ("project_id","year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_projects_label_folded_idx" ON "accounting_projects" USING btree (immutable_unaccent(lower("label")));--> statement-breakpoint
CREATE INDEX "accounting_years_start_idx" ON "accounting_years" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "accounting_years_closed_by_idx" ON "accounting_years" USING btree ("closed_by");--> statement-breakpoint
-- Hand-written: no two financial years share a day, whichever process creates or moves one.
ALTER TABLE "accounting_years" ADD CONSTRAINT "accounting_years_no_overlap"
  EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);--> statement-breakpoint
-- Hand-written: an entry balances (its debits equal its credits, on two lines at least) when its
-- transaction commits, whatever wrote it: the service checks first and says why in French, this
-- makes any other path fail rather than store an unbalanced entry.
CREATE OR REPLACE FUNCTION accounting_check_entry(checked uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  debits bigint;
  credits bigint;
  lines integer;
BEGIN
  -- An entry deleted with its lines has nothing left to balance.
  IF NOT EXISTS (SELECT 1 FROM accounting_entries WHERE id = checked) THEN
    RETURN;
  END IF;
  SELECT coalesce(sum(debit_cents), 0), coalesce(sum(credit_cents), 0), count(*)
    INTO debits, credits, lines
    FROM accounting_lines WHERE entry_id = checked;
  IF lines < 2 OR debits <> credits THEN
    RAISE EXCEPTION 'accounting entry % does not balance: % lines, debit %, credit %', checked, lines, debits, credits
      USING ERRCODE = 'check_violation', CONSTRAINT = 'accounting_entries_balanced';
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION accounting_entry_balanced() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'accounting_entries' THEN
    PERFORM accounting_check_entry(NEW.id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM accounting_check_entry(NEW.entry_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM accounting_check_entry(OLD.entry_id);
  ELSE
    PERFORM accounting_check_entry(NEW.entry_id);
    IF OLD.entry_id <> NEW.entry_id THEN
      PERFORM accounting_check_entry(OLD.entry_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounting_lines_balanced" AFTER INSERT OR UPDATE OR DELETE ON "accounting_lines"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION accounting_entry_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounting_entries_balanced" AFTER INSERT ON "accounting_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION accounting_entry_balanced();
