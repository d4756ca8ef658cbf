ALTER TABLE "outbox" ADD COLUMN "resent_by" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_resent_by_agents_id_fk" FOREIGN KEY ("resent_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;