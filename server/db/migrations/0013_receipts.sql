CREATE TABLE "receipt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_id" uuid,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"has_thumbnail" boolean NOT NULL,
	"ocr_total_cents" bigint,
	"ocr_date" date,
	"ocr_merchant" text,
	"ocr_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_file_deletion" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_item_id_budget_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."budget_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_user_item_idx" ON "receipt" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "receipt_item_idx" ON "receipt" USING btree ("item_id") WHERE "receipt"."item_id" is not null;
--> statement-breakpoint
CREATE FUNCTION "queue_receipt_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "receipt_file_deletion" ("key")
	VALUES (OLD."user_id" || '/' || OLD."id"), (OLD."user_id" || '/' || OLD."id" || '.thumb')
	ON CONFLICT ("key") DO NOTHING;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "receipt_file_deletion_after_delete" AFTER DELETE ON "receipt" FOR EACH ROW EXECUTE FUNCTION "queue_receipt_file_deletion"();
