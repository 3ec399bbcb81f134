-- The (user, date, id) index also carries type, category, amount and creation time, so a period's totals and the
-- calendar's first items of each day are found from the index alone (index-only scans), without visiting the table
-- row of each item. drizzle's index builder has no INCLUDE, hence this hand-written migration; schema.ts keeps the
-- index's name and key columns.
DROP INDEX IF EXISTS "budget_item_user_date_idx";
--> statement-breakpoint
CREATE INDEX "budget_item_user_date_idx" ON "budget_item" USING btree ("user_id", "date", "id") INCLUDE ("type", "category", "amount_cents", "created_at");
