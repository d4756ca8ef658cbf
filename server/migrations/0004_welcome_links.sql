CREATE TABLE "welcome_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"member_id" integer,
	CONSTRAINT "welcome_links_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "welcome_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "welcome_links" ADD CONSTRAINT "welcome_links_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_links" ADD CONSTRAINT "welcome_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;