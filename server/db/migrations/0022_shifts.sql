CREATE TABLE "shift" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"start_local" timestamp NOT NULL,
	"end_local" timestamp NOT NULL,
	"time_zone" text,
	"minutes" integer NOT NULL,
	"active_minutes" integer,
	"tenths_of_mile" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_minutes_check" CHECK ("shift"."minutes" between 1 and 1440),
	CONSTRAINT "shift_active_minutes_check" CHECK ("shift"."active_minutes" is null or "shift"."active_minutes" between 0 and "shift"."minutes"),
	CONSTRAINT "shift_miles_check" CHECK ("shift"."tenths_of_mile" is null or "shift"."tenths_of_mile" between 0 and 20000),
	CONSTRAINT "shift_platform_check" CHECK (char_length("shift"."platform") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "earnings_target_cents" integer;--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "shift" ADD CONSTRAINT "shift_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_user_start_idx" ON "shift" USING btree ("user_id","start_local");--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_shift_id_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shift"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_shift_idx" ON "trip" USING btree ("shift_id") WHERE "trip"."shift_id" is not null;