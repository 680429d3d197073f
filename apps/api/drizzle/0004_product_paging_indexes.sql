DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_manufacturer_created_idx" ON "products" USING btree ("manufacturer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_price_idx" ON "products" USING btree ("manufacturer_id","retail_price_kobo","id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_name_idx" ON "products" USING btree ("manufacturer_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_quantity_idx" ON "products" USING btree ("manufacturer_id","quantity","id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");