CREATE TABLE "item_count" (
	"user_id" text PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_count" ADD CONSTRAINT "item_count_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "item_count" ("user_id", "items")
SELECT "user_id", count(*) FROM "budget_item" GROUP BY "user_id";
--> statement-breakpoint
-- Statement-level with transition tables: one upsert per statement and user, however many rows it adds.
CREATE FUNCTION "item_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "item_count" ("user_id", "items")
  SELECT "user_id", count(*) FROM "added_items" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "items" = "item_count"."items" + excluded."items";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "item_count_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_count" SET "items" = "item_count"."items" - "removed"."items"
  FROM (SELECT "user_id", count(*) AS "items" FROM "removed_items" GROUP BY "user_id") AS "removed"
  WHERE "item_count"."user_id" = "removed"."user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "budget_item_counted_in" AFTER INSERT ON "budget_item"
REFERENCING NEW TABLE AS "added_items" FOR EACH STATEMENT EXECUTE FUNCTION "item_count_add"();
--> statement-breakpoint
CREATE TRIGGER "budget_item_counted_out" AFTER DELETE ON "budget_item"
REFERENCING OLD TABLE AS "removed_items" FOR EACH STATEMENT EXECUTE FUNCTION "item_count_remove"();
