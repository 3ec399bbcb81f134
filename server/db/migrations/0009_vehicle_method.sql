CREATE TABLE "vehicle_method" (
	"user_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"method" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_method_user_id_tax_year_pk" PRIMARY KEY("user_id","tax_year"),
	CONSTRAINT "vehicle_method_method_check" CHECK ("vehicle_method"."method" in ('standard', 'actual'))
);
--> statement-breakpoint
ALTER TABLE "vehicle_method" ADD CONSTRAINT "vehicle_method_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;