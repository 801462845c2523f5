CREATE TABLE "ag_hand_counts" (
	"resolution_id" uuid PRIMARY KEY NOT NULL,
	"voters" integer NOT NULL,
	"oui" integer DEFAULT 0 NOT NULL,
	"non" integer DEFAULT 0 NOT NULL,
	"abstention" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ag_resolutions" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ag_resolutions" ADD COLUMN "previous_resolution_id" uuid;--> statement-breakpoint
ALTER TABLE "ag_hand_counts" ADD CONSTRAINT "ag_hand_counts_resolution_id_ag_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."ag_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ag_resolutions" ADD CONSTRAINT "ag_resolutions_previous_resolution_id_ag_resolutions_id_fk" FOREIGN KEY ("previous_resolution_id") REFERENCES "public"."ag_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ag_resolutions_previous_idx" ON "ag_resolutions" USING btree ("previous_resolution_id");