-- Issue 17 point 8: one category list. Quick Entry's 'Food' is the list's 'Meals' (the IRS name, Publication 463
-- chapter 2), so every user's expenses and rules filed as 'Food' move to 'Meals' and reports show one row for them.
-- item_month_total follows through its UPDATE trigger (migration 0005). updated_at is left alone: the person did not
-- edit these, and the import's history (prepare-import.ts) orders by it.
UPDATE "budget_item" SET "category" = 'Meals' WHERE "type" = 'expense' AND "category" = 'Food';
--> statement-breakpoint
UPDATE "categorisation_rule" SET "category" = 'Meals' WHERE "type" = 'expense' AND "category" = 'Food';
