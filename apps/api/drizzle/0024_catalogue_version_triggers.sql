-- What anonymous shoppers read comes from these tables: every write to one of them adds one to a
-- row of catalogue_versions in the same transaction (a statement trigger, so a bulk write counts
-- once per statement). Eight rows, one per connection's pid modulo 8, so concurrent writers
-- seldom queue on one row; readers add them up (decision 0028).
INSERT INTO "catalogue_versions" ("stripe") SELECT generate_series(0, 7);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_versions" SET "version" = "version" + 1 WHERE "stripe" = pg_backend_pid() % 8;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "manufacturers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufacturers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "manufacturer_previous_slugs_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufacturer_previous_slugs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "product_batches_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_batches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "stores_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "locations_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "store_follows_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_follows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "delivery_settings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
