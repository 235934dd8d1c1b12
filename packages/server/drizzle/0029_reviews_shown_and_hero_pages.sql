ALTER TABLE "health_hero_applications" ADD COLUMN "experience" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "health_hero_applications" ADD COLUMN "reason_for_mentoring" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "health_hero_applications" ADD COLUMN "disease_type" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "health_hero_applications" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_hero_applications" ADD CONSTRAINT "health_hero_applications_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_hero_sessions_hero_idx" ON "health_hero_sessions" USING btree ("hero_id","session_date","session_time");--> statement-breakpoint
-- A member accepted twice before this keeps only their newest hero profile linked to them.
UPDATE "health_heroes" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("user_id") "id" FROM "health_heroes" WHERE "user_id" IS NOT NULL ORDER BY "user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "health_heroes_user_unique" ON "health_heroes" USING btree ("user_id") WHERE "health_heroes"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "product_reviews_item_shown_idx" ON "product_reviews" USING btree ("item_id","created_at","id") WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_created_idx" ON "product_reviews" USING btree ("created_at","id");