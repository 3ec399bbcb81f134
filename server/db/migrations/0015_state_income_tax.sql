-- Issue 23, state income tax: the state the person lives in and their own rates, last year's state tax, the state tax
-- withheld from the household's wages, and whether an estimated payment went to the IRS or to the state.
ALTER TABLE "estimated_tax_payment" ADD COLUMN "jurisdiction" text DEFAULT 'federal' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "nyc_resident" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "own_state_tax_rate_ppm" integer;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "local_income_tax_rate_ppm" integer;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "prior_year_state_tax_cents" bigint;--> statement-breakpoint
ALTER TABLE "tax_household" ADD COLUMN "state_withholding_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD CONSTRAINT "estimated_tax_payment_jurisdiction_check" CHECK ("estimated_tax_payment"."jurisdiction" in ('federal', 'state'));