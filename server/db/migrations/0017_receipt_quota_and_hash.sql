ALTER TABLE "receipt" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_user_content_hash_idx" ON "receipt" USING btree ("user_id","content_hash");