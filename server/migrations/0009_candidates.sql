CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"ref" text NOT NULL,
	"progress" text DEFAULT 'invited' NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
DROP INDEX "access_codes_code_key";--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "code_hash" text;--> statement-breakpoint
-- Added by hand: the codes kept in plain text until now become their SHA-256 (hex) of the
-- code trimmed with its ASCII letters upper case, as server/campaigns/codes.ts hashes a code
-- typed on the site (translate, not upper(), so the locale cannot change it).
UPDATE "access_codes" SET "code_hash" = encode(sha256(convert_to(translate(btrim("code"), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "access_codes" ALTER COLUMN "code_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "candidate_id" integer;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_invited_by_agents_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_campaign_email_key" ON "candidates" USING btree ("campaign_id",lower("email"));--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_agents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_candidate_idx" ON "access_codes" USING btree ("candidate_id");--> statement-breakpoint
ALTER TABLE "access_codes" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_code_hash_unique" UNIQUE("code_hash");