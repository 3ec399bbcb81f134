-- The (user, date, id) index also carries type, category and amount, so a period's totals are read from the
-- index alone (an index-only scan), without visiting the table row of each item. drizzle's index builder has no
-- INCLUDE, hence this hand-written migration; schema.ts keeps the index's name and key columns.
DROP INDEX IF EXISTS "budget_item_user_date_idx";
--> statement-breakpoint
CREATE INDEX "budget_item_user_date_idx" ON "budget_item" USING btree ("user_id", "date", "id") INCLUDE ("type", "category", "amount_cents");
