CREATE TABLE "shop_event_span_visitors" (
	"manufacturer_id" uuid NOT NULL,
	"last_day" date NOT NULL,
	"days" integer NOT NULL,
	"reach" integer NOT NULL,
	"returning_visitors" integer NOT NULL,
	CONSTRAINT "shop_event_span_visitors_manufacturer_id_last_day_days_pk" PRIMARY KEY("manufacturer_id","last_day","days")
);
--> statement-breakpoint
ALTER TABLE "shop_event_visitor_firsts" ALTER COLUMN "first_visited_day" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_event_days" ADD COLUMN "reach" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_event_days" ADD COLUMN "returning_visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_event_visitor_firsts" ADD COLUMN "last_visited_day" date;--> statement-breakpoint
ALTER TABLE "shop_event_visitor_firsts" ADD COLUMN "last_reached_day" date;--> statement-breakpoint
ALTER TABLE "shop_event_span_visitors" ADD CONSTRAINT "shop_event_span_visitors_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_event_visitor_firsts_reached_idx" ON "shop_event_visitor_firsts" USING btree ("manufacturer_id","last_reached_day");--> statement-breakpoint
CREATE INDEX "shop_event_visitor_firsts_visited_idx" ON "shop_event_visitor_firsts" USING btree ("manufacturer_id","last_visited_day","first_visited_day");--> statement-breakpoint
-- Backfill from the visitor rows already rolled up: each visitor's last days, each day's counts.
INSERT INTO "shop_event_visitor_firsts" ("manufacturer_id", "visitor_id", "first_visited_day", "last_visited_day", "last_reached_day")
SELECT "manufacturer_id", "visitor_id", min("day") FILTER (WHERE "visited"), max("day") FILTER (WHERE "visited"), max("day") FILTER (WHERE "reached")
FROM "shop_event_day_visitors" WHERE "visited" OR "reached" GROUP BY "manufacturer_id", "visitor_id"
ON CONFLICT ("manufacturer_id", "visitor_id") DO UPDATE SET
  "last_visited_day" = excluded."last_visited_day", "last_reached_day" = excluded."last_reached_day";--> statement-breakpoint
UPDATE "shop_event_days" d SET "reach" = c."reach", "returning_visitors" = c."returning_visitors"
FROM (
  SELECT "manufacturer_id", "day", count(*) FILTER (WHERE "reached")::int AS "reach",
    count(*) FILTER (WHERE "visited" AND "first_visited_day" < "day")::int AS "returning_visitors"
  FROM "shop_event_day_visitors" GROUP BY "manufacturer_id", "day"
) c
WHERE d."manufacturer_id" = c."manufacturer_id" AND d."day" = c."day";
