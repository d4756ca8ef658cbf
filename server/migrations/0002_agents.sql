CREATE TABLE "agent_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "agent_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"agent_id" integer,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "item_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
CREATE TABLE "item_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"agent_id" integer,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "item_requests" (
	"agent_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"item_id" integer,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_requests_agent_id_request_id_pk" PRIMARY KEY("agent_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"status" text NOT NULL,
	"owner_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"contact" text,
	"search" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_history" ADD CONSTRAINT "item_history_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_history" ADD CONSTRAINT "item_history_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_agents_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_sessions_agent_idx" ON "agent_sessions" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "item_history_item_idx" ON "item_history" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "item_requests_item_idx" ON "item_requests" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_kind_record_key" ON "items" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "items_received_idx" ON "items" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "items_kind_received_idx" ON "items" USING btree ("kind","received_at","id");--> statement-breakpoint
CREATE INDEX "items_status_received_idx" ON "items" USING btree ("status","received_at","id");--> statement-breakpoint
CREATE INDEX "items_kind_status_received_idx" ON "items" USING btree ("kind","status","received_at","id");--> statement-breakpoint
CREATE INDEX "items_owner_received_idx" ON "items" USING btree ("owner_id","received_at","id");--> statement-breakpoint
-- Written by hand (Drizzle does not describe triggers): see server/db/schema.ts.
-- item_counts follows items: a statement's rows are counted together (transition tables), in
-- the order of their keys so that two transactions never wait for each other in a circle.
CREATE FUNCTION item_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_counts (kind, status, count)
    SELECT kind, status, count(*) FROM added GROUP BY kind, status ORDER BY kind, status
    ON CONFLICT (kind, status) DO UPDATE SET count = item_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION item_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_counts (kind, status, count)
    SELECT kind, status, sum(n) FROM (
      SELECT kind, status, count(*) AS n FROM after_rows GROUP BY kind, status
      UNION ALL SELECT kind, status, -count(*) FROM before_rows GROUP BY kind, status
    ) AS moves GROUP BY kind, status HAVING sum(n) <> 0 ORDER BY kind, status
    ON CONFLICT (kind, status) DO UPDATE SET count = item_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION item_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_counts SET count = item_counts.count - gone.n
    FROM (SELECT kind, status, count(*) AS n FROM removed GROUP BY kind, status) AS gone
    WHERE item_counts.kind = gone.kind AND item_counts.status = gone.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_counted_insert AFTER INSERT ON items REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION item_counts_added();
--> statement-breakpoint
CREATE TRIGGER items_counted_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_counts_changed();
--> statement-breakpoint
CREATE TRIGGER items_counted_delete AFTER DELETE ON items REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION item_counts_removed();
--> statement-breakpoint
CREATE FUNCTION item_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'item_history is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER item_history_no_update BEFORE UPDATE ON item_history
  FOR EACH ROW EXECUTE FUNCTION item_history_append_only();
--> statement-breakpoint
-- Each form's rows become items in the statement that inserts them (the same transaction).
CREATE FUNCTION items_of_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO items (kind, record_id, status, received_at, title, contact, search)
    SELECT 'subscription', id, 'active', created_at, email, email, lower(email) FROM added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION items_of_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO items (kind, record_id, status, received_at, title, contact, search)
    SELECT 'registration', id, 'new', created_at, full_name, email,
      lower(full_name || ' ' || email) FROM added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION items_of_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO items (kind, record_id, status, received_at, title, contact, search)
    SELECT 'message', id, 'new', created_at, full_name, email,
      lower(full_name || ' ' || email) FROM added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION items_of_invitations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO items (kind, record_id, status, received_at, title, contact, search)
    SELECT 'invitation', id, 'new', created_at, contact_info, contact_info, lower(contact_info)
    FROM added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_items AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION items_of_subscriptions();
--> statement-breakpoint
CREATE TRIGGER member_registrations_items AFTER INSERT ON member_registrations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION items_of_registrations();
--> statement-breakpoint
CREATE TRIGGER reach_out_messages_items AFTER INSERT ON reach_out_messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION items_of_messages();
--> statement-breakpoint
CREATE TRIGGER invitation_requests_items AFTER INSERT ON invitation_requests
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION items_of_invitations();
--> statement-breakpoint
-- What arrived before this migration.
INSERT INTO items (kind, record_id, status, received_at, title, contact, search)
  SELECT 'subscription', id, 'active', created_at, email, email, lower(email) FROM subscriptions
  UNION ALL SELECT 'registration', id, 'new', created_at, full_name, email,
    lower(full_name || ' ' || email) FROM member_registrations
  UNION ALL SELECT 'message', id, 'new', created_at, full_name, email,
    lower(full_name || ' ' || email) FROM reach_out_messages
  UNION ALL SELECT 'invitation', id, 'new', created_at, contact_info, contact_info,
    lower(contact_info) FROM invitation_requests;
--> statement-breakpoint
-- The inbox's search (contains, any case) by trigrams where PostgreSQL has pg_trgm (contrib):
-- without it (the embedded PGlite loads no extension), the search reads the items in order.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX items_search_trgm_idx ON items USING gin (search gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the inbox search reads items in order';
END $$;
