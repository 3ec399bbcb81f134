CREATE TABLE "categorisation_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"contains" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"added" integer NOT NULL,
	"skipped" integer NOT NULL,
	"failed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "budget_item" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "budget_item" ADD COLUMN "import_external_id" text;--> statement-breakpoint
ALTER TABLE "budget_item" ADD COLUMN "import_fingerprint" text;--> statement-breakpoint
ALTER TABLE "categorisation_rule" ADD CONSTRAINT "categorisation_rule_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_import" ADD CONSTRAINT "statement_import_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categorisation_rule_user_idx" ON "categorisation_rule" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "statement_import_user_idx" ON "statement_import" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_import_id_statement_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_import"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_item_import_idx" ON "budget_item" USING btree ("import_id") WHERE "budget_item"."import_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_item_import_external_id_idx" ON "budget_item" USING btree ("user_id","import_external_id") WHERE "budget_item"."import_external_id" is not null;