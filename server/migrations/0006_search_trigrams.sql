-- The inbox's search by trigrams on the embedded database too: PGlite loads pg_trgm since this
-- migration (server/db/pglite.ts), and a database made before it has no trigram index yet
-- (0002 could not create it there). On PostgreSQL the index is there already, or pg_trgm is
-- not installed: then the search reads items in order, as before.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS items_search_trgm_idx ON items USING gin (search gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the inbox search reads items in order';
END $$;
