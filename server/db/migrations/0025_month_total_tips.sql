ALTER TABLE "item_month_total" ADD COLUMN "tips_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The tips already recorded, per month, type, category and use like the other totals.
UPDATE "item_month_total" AS "kept"
SET "tips_cents" = "found"."tips_cents"
FROM (
  SELECT "user_id", date_trunc('month', "date")::date AS "month", "type", "category", "use",
         sum("amount_cents") AS "tips_cents"
  FROM "budget_item" WHERE "is_tips" GROUP BY 1, 2, 3, 4, 5
) AS "found"
WHERE "kept"."user_id" = "found"."user_id" AND "kept"."month" = "found"."month"
  AND "kept"."type" = "found"."type" AND "kept"."category" = "found"."category" AND "kept"."use" = "found"."use";
--> statement-breakpoint
-- The month totals' trigger function, now keeping the tips (each item marked as tips at its whole amount) beside the
-- other totals.
CREATE OR REPLACE FUNCTION "item_month_total_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "item_month_total" AS "kept"
    SET "total_cents" = "kept"."total_cents" - "gone"."total_cents",
        "business_cents" = "kept"."business_cents" - "gone"."business_cents",
        "shared_cents" = "kept"."shared_cents" - "gone"."shared_cents",
        "tips_cents" = "kept"."tips_cents" - "gone"."tips_cents",
        "items" = "kept"."items" - "gone"."items"
    FROM (
      SELECT "user_id", date_trunc('month', "date")::date AS "month", "type", "category", "use",
             sum("amount_cents") AS "total_cents",
             sum(CASE WHEN "use" = 'business' THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END) AS "business_cents",
             sum(CASE WHEN "use" = 'business' AND "business_percent" < 100 THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END) AS "shared_cents",
             sum(CASE WHEN "is_tips" THEN "amount_cents" ELSE 0 END) AS "tips_cents",
             count(*) AS "items"
      FROM "removed_items" GROUP BY 1, 2, 3, 4, 5
    ) AS "gone"
    WHERE "kept"."user_id" = "gone"."user_id" AND "kept"."month" = "gone"."month"
      AND "kept"."type" = "gone"."type" AND "kept"."category" = "gone"."category" AND "kept"."use" = "gone"."use";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "item_month_total" ("user_id", "month", "type", "category", "use", "total_cents", "business_cents",
                                    "shared_cents", "tips_cents", "items")
    SELECT "user_id", date_trunc('month', "date")::date, "type", "category", "use", sum("amount_cents"),
           sum(CASE WHEN "use" = 'business' THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END),
           sum(CASE WHEN "use" = 'business' AND "business_percent" < 100 THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END),
           sum(CASE WHEN "is_tips" THEN "amount_cents" ELSE 0 END),
           count(*)
    FROM "added_items" GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ("user_id", "month", "type", "category", "use") DO UPDATE
    SET "total_cents" = "item_month_total"."total_cents" + excluded."total_cents",
        "business_cents" = "item_month_total"."business_cents" + excluded."business_cents",
        "shared_cents" = "item_month_total"."shared_cents" + excluded."shared_cents",
        "tips_cents" = "item_month_total"."tips_cents" + excluded."tips_cents",
        "items" = "item_month_total"."items" + excluded."items";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "item_month_total" AS "kept"
    USING (SELECT DISTINCT "user_id", date_trunc('month', "date")::date AS "month", "type", "category", "use"
           FROM "removed_items") AS "gone"
    WHERE "kept"."items" = 0 AND "kept"."user_id" = "gone"."user_id" AND "kept"."month" = "gone"."month"
      AND "kept"."type" = "gone"."type" AND "kept"."category" = "gone"."category" AND "kept"."use" = "gone"."use";
  END IF;
  RETURN NULL;
END
$$;
