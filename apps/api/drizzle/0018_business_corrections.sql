CREATE TABLE "current_businesses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer_previous_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "stores_manufacturer_name_key";--> statement-breakpoint
ALTER TABLE "current_businesses" ADD CONSTRAINT "current_businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_businesses" ADD CONSTRAINT "current_businesses_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_previous_slugs" ADD CONSTRAINT "manufacturer_previous_slugs_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manufacturer_previous_slugs_manufacturer_idx" ON "manufacturer_previous_slugs" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "stores_manufacturer_name_idx" ON "stores" USING btree ("manufacturer_id",lower("name"));