CREATE TABLE "package_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_package_id" uuid,
	"to_package_id" uuid,
	"expires_at" timestamp with time zone,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_changes" ADD CONSTRAINT "package_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_changes" ADD CONSTRAINT "package_changes_from_package_id_packages_id_fk" FOREIGN KEY ("from_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_changes" ADD CONSTRAINT "package_changes_to_package_id_packages_id_fk" FOREIGN KEY ("to_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_changes_user_at_idx" ON "package_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "package_changes_at_idx" ON "package_changes" USING btree ("at","kind");--> statement-breakpoint
CREATE INDEX "package_changes_expires_idx" ON "package_changes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "catalog_items_low_stock_idx" ON "catalog_items" USING btree ("stock_quantity","id") WHERE "catalog_items"."stock_quantity" is not null and "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "event_registrations_event_id_idx" ON "event_registrations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_paid_at_idx" ON "marketplace_orders" USING btree ("paid_at") WHERE "marketplace_orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_event_report_idx" ON "transactions" USING btree ("event_id","type","total") WHERE "transactions"."status" and "transactions"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_email_verified_at_idx" ON "users" USING btree ("email_verified_at") WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
-- The log begins with what every member holds now (kind 'held', at the account's creation): the members
-- report's counts before this migration are what members hold today, not a history it never kept.
INSERT INTO "package_changes" ("user_id", "kind", "to_package_id", "expires_at", "at")
SELECT "id", 'held', "package_id", "package_expires_at", "created_at" FROM "users" WHERE "package_id" IS NOT NULL;
