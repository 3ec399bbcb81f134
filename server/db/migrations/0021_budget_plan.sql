CREATE TABLE "budget_plan" (
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"planned_cents" bigint NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_plan_user_id_month_category_pk" PRIMARY KEY("user_id","month","category"),
	CONSTRAINT "budget_plan_month_check" CHECK (extract(day from "budget_plan"."month") = 1),
	CONSTRAINT "budget_plan_planned_check" CHECK ("budget_plan"."planned_cents" >= 0),
	CONSTRAINT "budget_plan_category_check" CHECK (char_length("budget_plan"."category") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "budget_plan" ADD CONSTRAINT "budget_plan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;