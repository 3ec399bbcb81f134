-- Business income and platform fees by (user, date), carrying what the earnings screen reads of them (id, type,
-- category, description, amount, business share), so that a year of a platform's money is found from the index alone
-- (an index-only scan) instead of by reading every item of the person. drizzle's index builder has no INCLUDE, hence
-- this hand-written line; schema.ts keeps the index's name, key columns and condition.
CREATE INDEX "budget_item_platform_money_idx" ON "budget_item" USING btree ("user_id","date") INCLUDE ("id", "type", "category", "description", "amount_cents", "business_percent") WHERE "budget_item"."use" = 'business' and ("budget_item"."type" = 'income' or "budget_item"."category" = 'Platform Fees');
