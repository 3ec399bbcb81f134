CREATE TABLE "budget_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_item_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "budget_item_type_check" CHECK ("budget_item"."type" in ('income', 'expense')),
	CONSTRAINT "budget_item_amount_check" CHECK ("budget_item"."amount_cents" > 0),
	CONSTRAINT "budget_item_category_check" CHECK (char_length("budget_item"."category") between 1 and 64),
	CONSTRAINT "budget_item_description_check" CHECK (char_length("budget_item"."description") <= 500),
	CONSTRAINT "budget_item_tags_check" CHECK (coalesce(array_length("budget_item"."tags", 1), 0) <= 20)
);
--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_item_user_date_idx" ON "budget_item" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "budget_item_user_amount_idx" ON "budget_item" USING btree ("user_id","amount_cents","id");