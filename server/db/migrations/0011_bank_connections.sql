CREATE TABLE "bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"name" text NOT NULL,
	"mask" text,
	"kind" text NOT NULL,
	"tracked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_connection" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"institution" text NOT NULL,
	"encrypted_credentials" text NOT NULL,
	"sync_cursor" text,
	"last_posted_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_added" integer,
	"last_sync_skipped" integer,
	"last_error" text,
	"sync_started_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"reconnect_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_connection_provider_check" CHECK ("bank_connection"."provider" in ('test', 'simplefin', 'plaid')),
	CONSTRAINT "bank_connection_status_check" CHECK ("bank_connection"."status" in ('active', 'reconnect', 'error'))
);
--> statement-breakpoint
CREATE TABLE "bank_transaction" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"item_id" uuid,
	"brought" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transaction_user_id_provider_provider_transaction_id_pk" PRIMARY KEY("user_id","provider","provider_transaction_id")
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_connection_id_bank_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connection" ADD CONSTRAINT "bank_connection_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_connection_id_bank_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_item_id_budget_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."budget_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_connection_provider_idx" ON "bank_account" USING btree ("connection_id","provider_account_id");--> statement-breakpoint
CREATE INDEX "bank_connection_user_idx" ON "bank_connection" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_connection_due_idx" ON "bank_connection" USING btree ("status","last_sync_at");--> statement-breakpoint
CREATE INDEX "bank_transaction_connection_idx" ON "bank_transaction" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "bank_transaction_item_idx" ON "bank_transaction" USING btree ("item_id") WHERE "bank_transaction"."item_id" is not null;