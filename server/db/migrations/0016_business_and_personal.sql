-- Business and personal: every item has a use (business, personal, or review while the person decides) and a
-- business share; the month totals keep each use apart and the business items' deductible cents at their shares.
-- Every existing item stays business at 100 %: what the person has seen so far.
CREATE TABLE "category_share" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"business_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_share_user_id_type_category_pk" PRIMARY KEY("user_id","type","category"),
	CONSTRAINT "category_share_percent_check" CHECK ("category_share"."business_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "category_share" ADD CONSTRAINT "category_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD COLUMN "payment_id" uuid;
--> statement-breakpoint
ALTER TABLE "budget_item" ADD COLUMN "use" text DEFAULT 'business' NOT NULL;
--> statement-breakpoint
ALTER TABLE "budget_item" ADD COLUMN "business_percent" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
ALTER TABLE "categorisation_rule" ADD COLUMN "use" text DEFAULT 'business' NOT NULL;
--> statement-breakpoint
ALTER TABLE "categorisation_rule" ADD COLUMN "business_percent" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD COLUMN "state" text;
--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD COLUMN "source" text DEFAULT 'hand' NOT NULL;
--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD COLUMN "import_id" uuid;
--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD COLUMN "recognised_from" text;
--> statement-breakpoint
ALTER TABLE "item_month_total" ADD COLUMN "use" text DEFAULT 'business' NOT NULL;
--> statement-breakpoint
ALTER TABLE "item_month_total" ADD COLUMN "business_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "item_month_total" ADD COLUMN "shared_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "use_check_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "statement_import" ADD COLUMN "payments_added" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_payment_id_estimated_tax_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."estimated_tax_payment"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD CONSTRAINT "estimated_tax_payment_import_id_statement_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_import"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "budget_item_review_idx" ON "budget_item" USING btree ("user_id","date","id") WHERE "budget_item"."use" = 'review';
--> statement-breakpoint
CREATE INDEX "estimated_tax_payment_import_idx" ON "estimated_tax_payment" USING btree ("import_id") WHERE "estimated_tax_payment"."import_id" is not null;
--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_use_check" CHECK ("budget_item"."use" in ('business', 'personal', 'review'));
--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_business_percent_check" CHECK ("budget_item"."business_percent" between 1 and 100 and ("budget_item"."use" = 'business' or "budget_item"."business_percent" = 100));
--> statement-breakpoint
ALTER TABLE "categorisation_rule" ADD CONSTRAINT "categorisation_rule_use_check" CHECK ("categorisation_rule"."use" in ('business', 'personal', 'review'));
--> statement-breakpoint
ALTER TABLE "categorisation_rule" ADD CONSTRAINT "categorisation_rule_business_percent_check" CHECK ("categorisation_rule"."business_percent" between 1 and 100 and ("categorisation_rule"."use" = 'business' or "categorisation_rule"."business_percent" = 100));
--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD CONSTRAINT "estimated_tax_payment_source_check" CHECK ("estimated_tax_payment"."source" in ('import', 'bank', 'hand'));
--> statement-breakpoint
ALTER TABLE "item_month_total" DROP CONSTRAINT "item_month_total_user_id_month_type_category_pk";
--> statement-breakpoint
ALTER TABLE "item_month_total" ADD CONSTRAINT "item_month_total_user_id_month_type_category_use_pk" PRIMARY KEY("user_id","month","type","category","use");
--> statement-breakpoint
UPDATE "item_month_total" SET "business_cents" = "total_cents";
--> statement-breakpoint
-- Items keep their use and share in the (user, date, id) index too, so a period's business figures still come from
-- the index alone.
DROP INDEX IF EXISTS "budget_item_user_date_idx";
--> statement-breakpoint
CREATE INDEX "budget_item_user_date_idx" ON "budget_item" USING btree ("user_id", "date", "id") INCLUDE ("type", "category", "amount_cents", "created_at", "use", "business_percent");
--> statement-breakpoint
-- The month totals' trigger function, now per use and with the business share of each business item (rounded to
-- the cent half up, as the items show it). shared_cents is the part of business_cents from items the person gave a
-- share under 100 %: the rest is at 100 %, which a car's business-use share may still reduce.
CREATE OR REPLACE FUNCTION "item_month_total_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "item_month_total" AS "kept"
    SET "total_cents" = "kept"."total_cents" - "gone"."total_cents",
        "business_cents" = "kept"."business_cents" - "gone"."business_cents",
        "shared_cents" = "kept"."shared_cents" - "gone"."shared_cents",
        "items" = "kept"."items" - "gone"."items"
    FROM (
      SELECT "user_id", date_trunc('month', "date")::date AS "month", "type", "category", "use",
             sum("amount_cents") AS "total_cents",
             sum(CASE WHEN "use" = 'business' THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END) AS "business_cents",
             sum(CASE WHEN "use" = 'business' AND "business_percent" < 100 THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END) AS "shared_cents",
             count(*) AS "items"
      FROM "removed_items" GROUP BY 1, 2, 3, 4, 5
    ) AS "gone"
    WHERE "kept"."user_id" = "gone"."user_id" AND "kept"."month" = "gone"."month"
      AND "kept"."type" = "gone"."type" AND "kept"."category" = "gone"."category" AND "kept"."use" = "gone"."use";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "item_month_total" ("user_id", "month", "type", "category", "use", "total_cents", "business_cents",
                                    "shared_cents", "items")
    SELECT "user_id", date_trunc('month', "date")::date, "type", "category", "use", sum("amount_cents"),
           sum(CASE WHEN "use" = 'business' THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END),
           sum(CASE WHEN "use" = 'business' AND "business_percent" < 100 THEN ("amount_cents" * "business_percent" + 50) / 100 ELSE 0 END),
           count(*)
    FROM "added_items" GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ("user_id", "month", "type", "category", "use") DO UPDATE
    SET "total_cents" = "item_month_total"."total_cents" + excluded."total_cents",
        "business_cents" = "item_month_total"."business_cents" + excluded."business_cents",
        "shared_cents" = "item_month_total"."shared_cents" + excluded."shared_cents",
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
--> statement-breakpoint
-- Asked once: people with items in the categories that are most often the household's.
INSERT INTO "preferences" ("user_id", "use_check_pending")
SELECT DISTINCT "user_id", true FROM "budget_item"
WHERE ("type" = 'expense' AND "category" IN ('Rent', 'Utilities', 'Other Expense'))
   OR ("type" = 'income' AND "category" IN ('Refund', 'Rental'))
ON CONFLICT ("user_id") DO UPDATE SET "use_check_pending" = true;
