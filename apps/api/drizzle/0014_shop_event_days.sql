CREATE TABLE "shop_event_day_visitors" (
	"manufacturer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"visited" boolean DEFAULT false NOT NULL,
	"reached" boolean DEFAULT false NOT NULL,
	"landed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_event_day_visitors_manufacturer_id_day_visitor_id_pk" PRIMARY KEY("manufacturer_id","day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "shop_event_days" (
	"manufacturer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_views" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	"products_listed" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"added_to_cart" integer DEFAULT 0 NOT NULL,
	"retailer_opens" integer DEFAULT 0 NOT NULL,
	"directions" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_kobo" bigint DEFAULT 0 NOT NULL,
	"landing_visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_event_days_manufacturer_id_day_pk" PRIMARY KEY("manufacturer_id","day")
);
--> statement-breakpoint
CREATE TABLE "shop_event_rollups" (
	"name" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_event_day_visitors" ADD CONSTRAINT "shop_event_day_visitors_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_event_days" ADD CONSTRAINT "shop_event_days_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;