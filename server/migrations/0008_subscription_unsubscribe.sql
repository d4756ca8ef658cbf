DROP INDEX "subscriptions_email_key";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_key" ON "subscriptions" USING btree (lower("email")) WHERE "subscriptions"."unsubscribed_at" is null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");