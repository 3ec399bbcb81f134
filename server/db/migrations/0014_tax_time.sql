-- Issue 21, tax time: the Schedule C line of a person's own categories, Schedule C Part IV's vehicle questions asked
-- once a tax year, and the 1099 forms the platforms sent.
CREATE TABLE "category_line" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"line" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_line_user_id_type_category_pk" PRIMARY KEY("user_id","type","category"),
	CONSTRAINT "category_line_type_check" CHECK ("category_line"."type" in ('income', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "form_1099" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source" text DEFAULT 'entered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_1099_kind_check" CHECK ("form_1099"."kind" in ('1099-K', '1099-NEC', '1099-MISC')),
	CONSTRAINT "form_1099_source_check" CHECK ("form_1099"."source" in ('entered', 'pdf')),
	CONSTRAINT "form_1099_amount_check" CHECK ("form_1099"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_use" (
	"user_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"placed_in_service" date,
	"commuting_tenths_of_mile" bigint,
	"other_tenths_of_mile" bigint,
	"available_off_duty" boolean,
	"another_vehicle" boolean,
	"has_evidence" boolean,
	"evidence_written" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_use_user_id_tax_year_pk" PRIMARY KEY("user_id","tax_year")
);
--> statement-breakpoint
ALTER TABLE "category_line" ADD CONSTRAINT "category_line_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_1099" ADD CONSTRAINT "form_1099_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_use" ADD CONSTRAINT "vehicle_use_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_1099_user_year_idx" ON "form_1099" USING btree ("user_id","tax_year");