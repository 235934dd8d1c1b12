-- Every server process keeps the shared lists and the live sessions in memory and drops them when told, through
-- PostgreSQL's LISTEN/NOTIFY (delivered at commit, to every process on the database). The version rows stay the
-- source of truth: a process that (re)connects its listener drops everything and reads them again.
CREATE OR REPLACE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO "cache_versions" ("topic", "version") VALUES (TG_ARGV[0], 1)
  ON CONFLICT ("topic") DO UPDATE SET "version" = "cache_versions"."version" + 1
  RETURNING "version" INTO next_version;
  PERFORM pg_notify('wellness_cache', TG_ARGV[0] || ':' || next_version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A member's row changed (package, role, profile…) or one of their sessions ended (logout, password change):
-- every process drops what it kept of that member's sessions.
CREATE FUNCTION "notify_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('wellness_members', OLD."id"::text);
  ELSE
    PERFORM pg_notify('wellness_members', OLD."user_id"::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_member_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_member_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
