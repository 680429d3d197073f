CREATE TABLE "shop_event_area_days" (
	"manufacturer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cell_latitude" integer NOT NULL,
	"cell_longitude" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_event_area_days_manufacturer_id_day_cell_latitude_cell_longitude_pk" PRIMARY KEY("manufacturer_id","day","cell_latitude","cell_longitude")
);
--> statement-breakpoint
CREATE TABLE "shop_event_retailer_days" (
	"manufacturer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"directions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_event_retailer_days_manufacturer_id_day_store_id_pk" PRIMARY KEY("manufacturer_id","day","store_id")
);
--> statement-breakpoint
CREATE TABLE "shop_event_visitor_firsts" (
	"manufacturer_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"first_visited_day" date NOT NULL,
	CONSTRAINT "shop_event_visitor_firsts_manufacturer_id_visitor_id_pk" PRIMARY KEY("manufacturer_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "shop_events" DROP CONSTRAINT "shop_events_type_check";--> statement-breakpoint
ALTER TABLE "shop_event_day_visitors" ADD COLUMN "first_visited_day" date;--> statement-breakpoint
ALTER TABLE "shop_event_area_days" ADD CONSTRAINT "shop_event_area_days_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_event_retailer_days" ADD CONSTRAINT "shop_event_retailer_days_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_event_visitor_firsts" ADD CONSTRAINT "shop_event_visitor_firsts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_events" ADD CONSTRAINT "shop_events_type_check" CHECK (type in ('store_viewed', 'product_viewed', 'product_listed', 'search', 'added_to_cart', 'retailer_opened', 'directions_asked', 'order_placed', 'order_cancelled'));--> statement-breakpoint
-- The new rollups (first visits, retailers, delivery cells) and orders now counted without
-- cancelled ones: roll every stored event up again. The events table is days old, so every
-- stored day is whole and rolling it again gives exact figures.
UPDATE "shop_event_rollups" SET "last_event_id" = 0;
