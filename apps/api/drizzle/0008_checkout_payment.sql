ALTER TABLE "order_checkouts" ADD COLUMN "payment_transaction_id" text;--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD COLUMN "payment_redirect_url" text;