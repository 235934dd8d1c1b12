CREATE TABLE "cache_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("start_time","number") WHERE "events"."status" = 'upcoming';--> statement-breakpoint
CREATE INDEX "health_heroes_active_name_idx" ON "health_heroes" USING btree ("name","id") WHERE "health_heroes"."is_active";--> statement-breakpoint
CREATE INDEX "packages_active_cost_idx" ON "packages" USING btree ("annual_cost","name") WHERE "packages"."is_active";--> statement-breakpoint
CREATE INDEX "support_groups_active_name_idx" ON "support_groups" USING btree ("name","id") WHERE "support_groups"."is_active";--> statement-breakpoint
-- A change to any table a shared list is read from bumps its topic's version in the changing transaction: every
-- server process sees the new version at the commit and stops serving its cached answer (services/shared-cache.ts).
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_versions" ("topic", "version") VALUES (TG_ARGV[0], 1)
  ON CONFLICT ("topic") DO UPDATE SET "version" = "cache_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "cache_versions" ("topic", "version") VALUES ('events', 0), ('packages', 0), ('groups', 0), ('heroes', 0), ('catalog', 0);
--> statement-breakpoint
CREATE TRIGGER "events_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('events');
--> statement-breakpoint
CREATE TRIGGER "packages_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('packages');
--> statement-breakpoint
CREATE TRIGGER "support_groups_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_groups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('groups');
--> statement-breakpoint
CREATE TRIGGER "support_group_members_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_group_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('groups');
--> statement-breakpoint
CREATE TRIGGER "health_heroes_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "health_heroes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('heroes');
--> statement-breakpoint
CREATE TRIGGER "catalog_categories_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('catalog');
--> statement-breakpoint
CREATE TRIGGER "catalog_items_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('catalog');
--> statement-breakpoint
CREATE TRIGGER "catalog_item_categories_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_item_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('catalog');
--> statement-breakpoint
CREATE TRIGGER "marketplace_sliders_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "marketplace_sliders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('catalog');
