-- The console at scale (issue 46): a campaign's candidates are read a page at a time, newest
-- invitation first, by keyset on (campaign_id, invited_at, id), each with its newest code
-- found by (candidate_id, id) read backwards, not by scanning the codes per row.
DROP INDEX "access_codes_candidate_idx";--> statement-breakpoint
CREATE INDEX "access_codes_candidate_id_idx" ON "access_codes" USING btree ("candidate_id","id");--> statement-breakpoint
CREATE INDEX "candidates_campaign_invited_idx" ON "candidates" USING btree ("campaign_id","invited_at","id");