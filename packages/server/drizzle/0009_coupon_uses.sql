ALTER TABLE "event_orders" ADD COLUMN "coupon_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "coupon_uses_left" integer;--> statement-breakpoint
-- Coupon uses start where the shared counter stood.
UPDATE "vouchers" SET "coupon_uses_left" = "uses_left";
