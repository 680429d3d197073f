CREATE TABLE "shop_event_product_days" (
	"manufacturer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"added_to_cart" integer DEFAULT 0 NOT NULL,
	"units_ordered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_event_product_days_manufacturer_id_day_product_id_pk" PRIMARY KEY("manufacturer_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "shop_event_search_days" (
	"manufacturer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"list" text NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"without_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_event_search_days_manufacturer_id_day_list_term_pk" PRIMARY KEY("manufacturer_id","day","list","term")
);
--> statement-breakpoint
ALTER TABLE "shop_event_product_days" ADD CONSTRAINT "shop_event_product_days_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_event_search_days" ADD CONSTRAINT "shop_event_search_days_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;