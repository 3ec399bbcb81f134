CREATE TABLE "item_month_total" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "item_month_total_user_id_month_type_category_pk" PRIMARY KEY("user_id","month","type","category")
);
--> statement-breakpoint
ALTER TABLE "item_month_total" ADD CONSTRAINT "item_month_total_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "item_month_total" ("user_id", "month", "type", "category", "total_cents", "items")
SELECT "user_id", date_trunc('month', "date")::date, "type", "category", sum("amount_cents"), count(*)
FROM "budget_item" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- One function for the three triggers: rows that leave take their amounts out, rows that arrive add theirs (an
-- update does both), and a month/category left with no item is removed so it never shows as a zero total.
CREATE FUNCTION "item_month_total_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "item_month_total" AS "kept"
    SET "total_cents" = "kept"."total_cents" - "gone"."total_cents", "items" = "kept"."items" - "gone"."items"
    FROM (
      SELECT "user_id", date_trunc('month', "date")::date AS "month", "type", "category",
             sum("amount_cents") AS "total_cents", count(*) AS "items"
      FROM "removed_items" GROUP BY 1, 2, 3, 4
    ) AS "gone"
    WHERE "kept"."user_id" = "gone"."user_id" AND "kept"."month" = "gone"."month"
      AND "kept"."type" = "gone"."type" AND "kept"."category" = "gone"."category";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "item_month_total" ("user_id", "month", "type", "category", "total_cents", "items")
    SELECT "user_id", date_trunc('month', "date")::date, "type", "category", sum("amount_cents"), count(*)
    FROM "added_items" GROUP BY 1, 2, 3, 4
    ON CONFLICT ("user_id", "month", "type", "category") DO UPDATE
    SET "total_cents" = "item_month_total"."total_cents" + excluded."total_cents",
        "items" = "item_month_total"."items" + excluded."items";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "item_month_total" AS "kept"
    USING (SELECT DISTINCT "user_id", date_trunc('month', "date")::date AS "month", "type", "category"
           FROM "removed_items") AS "gone"
    WHERE "kept"."items" = 0 AND "kept"."user_id" = "gone"."user_id" AND "kept"."month" = "gone"."month"
      AND "kept"."type" = "gone"."type" AND "kept"."category" = "gone"."category";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "budget_item_month_totals_in" AFTER INSERT ON "budget_item"
REFERENCING NEW TABLE AS "added_items" FOR EACH STATEMENT EXECUTE FUNCTION "item_month_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "budget_item_month_totals_changed" AFTER UPDATE ON "budget_item"
REFERENCING OLD TABLE AS "removed_items" NEW TABLE AS "added_items"
FOR EACH STATEMENT EXECUTE FUNCTION "item_month_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "budget_item_month_totals_out" AFTER DELETE ON "budget_item"
REFERENCING OLD TABLE AS "removed_items" FOR EACH STATEMENT EXECUTE FUNCTION "item_month_total_apply"();
