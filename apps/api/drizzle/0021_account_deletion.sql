ALTER TABLE "order_checkouts" DROP CONSTRAINT "order_checkouts_shopper_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shopper_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "order_checkouts" ALTER COLUMN "shopper_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shopper_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_checkouts" ADD CONSTRAINT "order_checkouts_shopper_id_users_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shopper_id_users_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;