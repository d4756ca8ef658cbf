-- The trigram index's pending list kept short (issue 46). GIN first writes new entries to a
-- pending list that every search reads in full, until VACUUM or a full list moves them into
-- the index. PGlite runs no autovacuum, so there the list stayed near its default limit of
-- 4 MB: some 500 pages read by every search (a name fragment's bitmap read 533 pages and took
-- 29-52 ms, against 268 pages and 7-30 ms once the list was moved, same data and hour). At
-- 64 kB (the least) inserts still go in batches and a search reads at most 8 pages of it. The
-- list there now is moved into the index once. Without pg_trgm there is no index to change.
DO $$
BEGIN
  IF to_regclass('items_search_trgm_idx') IS NOT NULL THEN
    ALTER INDEX items_search_trgm_idx SET (gin_pending_list_limit = 64);
    PERFORM gin_clean_pending_list('items_search_trgm_idx'::regclass);
  END IF;
END $$;
