ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- Payments refunded before this column existed were refunded in full.
UPDATE "payments" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';
