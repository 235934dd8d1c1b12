CREATE TABLE "catalog_stock_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" integer NOT NULL,
	"staff_id" uuid,
	"reason" text NOT NULL,
	"change" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The status replaces the hand-set flag: an item that was inactive stays hidden as archived, and is_active is
-- computed from the status from now on (the featured index that reads it is made again).
ALTER TABLE "catalog_items" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
UPDATE "catalog_items" SET "status" = 'archived' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "catalog_items" drop column "is_active";--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (status = 'published') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_items_featured_idx" ON "catalog_items" USING btree ("name","id") WHERE "catalog_items"."featured" and "catalog_items"."is_active";--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_stock_adjustments" ADD CONSTRAINT "catalog_stock_adjustments_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_stock_adjustments" ADD CONSTRAINT "catalog_stock_adjustments_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_stock_adjustments_item_idx" ON "catalog_stock_adjustments" USING btree ("item_id","at");--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_status_known" CHECK ("catalog_items"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_sale_below_regular" CHECK ("catalog_items"."sale_price_cents" < "catalog_items"."regular_price_cents");