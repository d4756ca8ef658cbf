CREATE TABLE "agent_digest_items" (
	"agent_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_digest_items_agent_id_item_id_pk" PRIMARY KEY("agent_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "notices" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_digest_items" ADD CONSTRAINT "agent_digest_items_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_digest_items" ADD CONSTRAINT "agent_digest_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;