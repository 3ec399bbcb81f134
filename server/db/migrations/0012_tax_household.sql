CREATE TABLE "tax_household" (
	"user_id" text NOT NULL,
	"year" integer NOT NULL,
	"w2_wages_cents" bigint DEFAULT 0 NOT NULL,
	"w2_withholding_cents" bigint DEFAULT 0 NOT NULL,
	"spouse_w2_wages_cents" bigint DEFAULT 0 NOT NULL,
	"spouse_w2_withholding_cents" bigint DEFAULT 0 NOT NULL,
	"other_income_cents" bigint DEFAULT 0 NOT NULL,
	"se_health_insurance_cents" bigint DEFAULT 0 NOT NULL,
	"retirement_contributions_cents" bigint DEFAULT 0 NOT NULL,
	"home_office_sq_ft" integer DEFAULT 0 NOT NULL,
	"itemized_deductions_cents" bigint DEFAULT 0 NOT NULL,
	"children_under_17" integer DEFAULT 0 NOT NULL,
	"other_dependents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_household_user_id_year_pk" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
ALTER TABLE "tax_household" ADD CONSTRAINT "tax_household_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;