ALTER TABLE "outbox" ADD COLUMN "secrets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Mail sent before this migration kept its secrets whole (issue 43): the welcome links' tokens,
-- the access codes and the unsubscribe tokens of sent messages are masked as a message sent from
-- now on is (server/mail/secrets.ts). Mail not sent yet keeps them, unnamed: it goes as written.
UPDATE "outbox" SET
  "text" = regexp_replace(
    regexp_replace(
      regexp_replace("text", '/welcome/[A-Za-z0-9_-]{43}', '/welcome/••••••', 'g'),
      '\m[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\M', '••••••', 'g'),
    'token=[A-Za-z0-9_-]{43}', 'token=••••••', 'g'),
  "headers" = regexp_replace("headers"::text, 'token=[A-Za-z0-9_-]{43}', 'token=••••••', 'g')::jsonb
WHERE "status" = 'sent';
