-- The rollup reads shop events in (tx, id) order, and only those of transactions that have ended
-- (decision 0030). Existing rows get tx 0 and the watermark last_tx 0: the events already rolled
-- up stay at or before (0, last_event_id) and those still to read stay after it, as do all new
-- rows (their transaction's id is above 0), even one written by a transaction that began before
-- this migration. A constant default adds the column without rewriting the table; the volatile
-- default is set after, for new rows only.
ALTER TABLE "shop_events" ADD COLUMN "tx" "xid8" DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_events" ALTER COLUMN "tx" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "shop_event_rollups" ADD COLUMN "last_tx" "xid8" DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_events_tx_id_idx" ON "shop_events" USING btree ("tx","id");
