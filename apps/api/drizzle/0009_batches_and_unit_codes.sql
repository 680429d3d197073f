CREATE TABLE "batch_supplies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"units" integer,
	"supplied_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_supplies_units_check" CHECK ("batch_supplies"."units" is null or "batch_supplies"."units" >= 1)
);
--> statement-breakpoint
CREATE TABLE "code_generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"requested" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"first_serial" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sealed_seed" "bytea",
	"download_until" timestamp with time zone NOT NULL,
	"csv_downloaded_at" timestamp with time zone,
	"pdf_downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "code_generation_jobs_requested_check" CHECK ("code_generation_jobs"."requested" >= 1),
	CONSTRAINT "code_generation_jobs_done_check" CHECK ("code_generation_jobs"."done" between 0 and "code_generation_jobs"."requested"),
	CONSTRAINT "code_generation_jobs_status_check" CHECK ("code_generation_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "product_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"number" text NOT NULL,
	"manufacture_date" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"recalled_at" timestamp with time zone,
	"recall_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_batches_dates_check" CHECK ("product_batches"."expiry_date" > "product_batches"."manufacture_date"),
	CONSTRAINT "product_batches_quantity_check" CHECK ("product_batches"."quantity" >= 0),
	CONSTRAINT "product_batches_recall_check" CHECK (("product_batches"."recalled_at" is null) = ("product_batches"."recall_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "unit_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"serial" integer NOT NULL,
	"code_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_codes_batch_serial_key" UNIQUE("batch_id","serial"),
	CONSTRAINT "unit_codes_serial_check" CHECK ("unit_codes"."serial" >= 1)
);
--> statement-breakpoint
CREATE TABLE "code_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_code_id" uuid,
	"batch_id" uuid,
	"result" text NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"place" text,
	CONSTRAINT "code_verifications_result_check" CHECK ("code_verifications"."result" in ('GENUINE', 'ALREADY_VERIFIED', 'EXPIRED', 'RECALLED', 'MISTYPED', 'NOT_FOUND')),
	CONSTRAINT "code_verifications_channel_check" CHECK ("code_verifications"."channel" in ('web', 'api', 'sms')),
	CONSTRAINT "code_verifications_place_check" CHECK (("code_verifications"."latitude" is null) = ("code_verifications"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "fake_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"product_id" uuid,
	"code" text,
	"photo_url" text NOT NULL,
	"store_id" uuid,
	"bought_at_address" text,
	"note" text DEFAULT '' NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_supplies" ADD CONSTRAINT "batch_supplies_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_supplies" ADD CONSTRAINT "batch_supplies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_generation_jobs" ADD CONSTRAINT "code_generation_jobs_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_codes" ADD CONSTRAINT "unit_codes_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_verifications" ADD CONSTRAINT "code_verifications_unit_code_id_unit_codes_id_fk" FOREIGN KEY ("unit_code_id") REFERENCES "public"."unit_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_verifications" ADD CONSTRAINT "code_verifications_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_reports" ADD CONSTRAINT "fake_reports_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_reports" ADD CONSTRAINT "fake_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_reports" ADD CONSTRAINT "fake_reports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_subscriptions" ADD CONSTRAINT "recall_subscriptions_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_supplies_batch_idx" ON "batch_supplies" USING btree ("batch_id","supplied_on");--> statement-breakpoint
CREATE INDEX "batch_supplies_store_idx" ON "batch_supplies" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "code_generation_jobs_batch_created_idx" ON "code_generation_jobs" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "code_generation_jobs_status_idx" ON "code_generation_jobs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_product_number_key" ON "product_batches" USING btree ("product_id",lower("number"));--> statement-breakpoint
CREATE INDEX "product_batches_product_created_idx" ON "product_batches" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_codes_code_hash_key" ON "unit_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "code_verifications_code_idx" ON "code_verifications" USING btree ("unit_code_id","verified_at");--> statement-breakpoint
CREATE INDEX "code_verifications_batch_idx" ON "code_verifications" USING btree ("batch_id","verified_at");--> statement-breakpoint
CREATE INDEX "fake_reports_manufacturer_created_idx" ON "fake_reports" USING btree ("manufacturer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_subscriptions_batch_email_key" ON "recall_subscriptions" USING btree ("batch_id",lower("email"));--> statement-breakpoint
-- Each product's batch fields become its first batch (the product's own fields stay as they are).
INSERT INTO "product_batches" ("product_id", "number", "manufacture_date", "expiry_date", "quantity", "created_at", "updated_at")
SELECT "id", "batch_number"::text, "manufacture_date", "expiry_date", greatest(coalesce("batch_quantity", "quantity"), 0), "created_at", "updated_at"
FROM "products"
WHERE "expiry_date" > "manufacture_date";
