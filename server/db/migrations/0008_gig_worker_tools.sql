CREATE TABLE "email_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "estimated_tax_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimated_tax_payment_quarter_check" CHECK ("estimated_tax_payment"."quarter" between 1 and 4),
	CONSTRAINT "estimated_tax_payment_amount_check" CHECK ("estimated_tax_payment"."amount_cents" > 0),
	CONSTRAINT "estimated_tax_payment_note_check" CHECK (char_length("estimated_tax_payment"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "trip" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"tenths_of_mile" integer NOT NULL,
	"start_odometer_tenths" integer,
	"end_odometer_tenths" integer,
	"purpose" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_miles_check" CHECK ("trip"."tenths_of_mile" between 1 and 100000),
	CONSTRAINT "trip_odometer_check" CHECK (("trip"."start_odometer_tenths" is null and "trip"."end_odometer_tenths" is null) or ("trip"."start_odometer_tenths" >= 0 and "trip"."end_odometer_tenths" - "trip"."start_odometer_tenths" = "trip"."tenths_of_mile")),
	CONSTRAINT "trip_purpose_check" CHECK (char_length("trip"."purpose") between 1 and 200),
	CONSTRAINT "trip_platform_check" CHECK (char_length("trip"."platform") <= 64)
);
--> statement-breakpoint
ALTER TABLE "budget_item" ADD COLUMN "is_tips" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_item" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "email_delivery" ADD CONSTRAINT "email_delivery_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimated_tax_payment" ADD CONSTRAINT "estimated_tax_payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_delivery_user_kind_key_idx" ON "email_delivery" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "estimated_tax_payment_user_year_idx" ON "estimated_tax_payment" USING btree ("user_id","tax_year","date");--> statement-breakpoint
CREATE INDEX "trip_user_date_idx" ON "trip" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "budget_item_user_tips_idx" ON "budget_item" USING btree ("user_id","date") INCLUDE ("amount_cents") WHERE "budget_item"."is_tips";--> statement-breakpoint
CREATE UNIQUE INDEX "budget_item_client_request_idx" ON "budget_item" USING btree ("user_id","client_request_id") WHERE "budget_item"."client_request_id" is not null;--> statement-breakpoint
ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_tips_check" CHECK (not "budget_item"."is_tips" or "budget_item"."type" = 'income');