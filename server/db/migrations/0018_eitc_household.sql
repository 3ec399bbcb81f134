ALTER TABLE "tax_household" ADD COLUMN "eitc_children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_household" ADD COLUMN "investment_income_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_household" ADD COLUMN "eitc_age_eligible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A child under 17 who is a dependent for the child tax credit nearly always qualifies for the earned income credit too.
UPDATE "tax_household" SET "eitc_children" = LEAST("children_under_17", 10);
