CREATE TABLE "sharing_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"viewer_email" text NOT NULL,
	"viewer_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharing_comment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"author_name" text NOT NULL,
	"item_id" uuid,
	"line" text,
	"text" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_comment_text_check" CHECK (char_length("sharing_comment"."text") between 1 and 2000),
	CONSTRAINT "sharing_comment_answer_check" CHECK (char_length("sharing_comment"."answer") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "sharing_grant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharing_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sharing_access" ADD CONSTRAINT "sharing_access_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_comment" ADD CONSTRAINT "sharing_comment_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_comment" ADD CONSTRAINT "sharing_comment_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_comment" ADD CONSTRAINT "sharing_comment_item_id_budget_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."budget_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_grant" ADD CONSTRAINT "sharing_grant_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_grant" ADD CONSTRAINT "sharing_grant_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_invitation" ADD CONSTRAINT "sharing_invitation_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sharing_access_owner_idx" ON "sharing_access" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "sharing_comment_owner_idx" ON "sharing_comment" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "sharing_comment_item_idx" ON "sharing_comment" USING btree ("item_id") WHERE "sharing_comment"."item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sharing_grant_owner_viewer_idx" ON "sharing_grant" USING btree ("owner_id","viewer_id");--> statement-breakpoint
CREATE INDEX "sharing_grant_viewer_idx" ON "sharing_grant" USING btree ("viewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sharing_invitation_token_idx" ON "sharing_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sharing_invitation_owner_idx" ON "sharing_invitation" USING btree ("owner_id","created_at");