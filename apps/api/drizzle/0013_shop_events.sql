CREATE TABLE "shop_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"manufacturer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"visitor_id" text,
	"visit_id" text,
	"landing" boolean DEFAULT false NOT NULL,
	"list" text,
	"product_id" uuid,
	"store_id" uuid,
	"order_id" uuid,
	"term" text,
	"result_count" integer,
	"quantity" integer,
	"amount_kobo" bigint,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_events_type_check" CHECK (type in ('store_viewed', 'product_viewed', 'product_listed', 'search', 'added_to_cart', 'retailer_opened', 'directions_asked', 'order_placed'))
);
--> statement-breakpoint
ALTER TABLE "shop_events" ADD CONSTRAINT "shop_events_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_events_manufacturer_occurred_idx" ON "shop_events" USING btree ("manufacturer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shop_events_occurred_brin_idx" ON "shop_events" USING brin ("occurred_at");