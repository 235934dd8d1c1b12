CREATE TABLE "seed_runs" (
	"step" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_kind_idx" ON "staff_audit" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
-- Staff from before roles existed (the development staff account) become owners.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'staff';--> statement-breakpoint
-- A database seeded before seed steps were recorded: every step counts as done (nothing deleted comes back).
INSERT INTO "seed_runs" ("step", "ran_at")
SELECT "step", "seed_state"."seeded_at"
FROM "seed_state", (VALUES ('packages'), ('faqs'), ('countries'), ('demo-programme'), ('demo-member'), ('demo-staff')) AS "steps" ("step")
WHERE "seed_state"."key" = 'seed';--> statement-breakpoint
-- The audit log starts with the decisions and order steps audited so far.
INSERT INTO "staff_audit" ("staff_id", "kind", "target_type", "target_id", "details", "reason", "at")
SELECT "staff_id", "kind",
  CASE "kind"
    WHEN 'wsg-join' THEN 'support_group_members'
    WHEN 'hh-session' THEN 'health_hero_sessions'
    WHEN 'hero-application' THEN 'health_hero_applications'
    WHEN 'wsg-proposal' THEN 'support_group_proposals'
    WHEN 'partner-application' THEN 'partner_applications'
    ELSE 'vendor_applications'
  END,
  "target_id"::text, jsonb_build_object('decision', "decision"), "reason", "decided_at"
FROM "staff_decisions";--> statement-breakpoint
INSERT INTO "staff_audit" ("staff_id", "kind", "target_type", "target_id", "details", "reason", "at")
SELECT "staff_id", 'order-' || "action", 'marketplace_orders', "order_id"::text,
  jsonb_build_object('status', "action"), "reason", "at"
FROM "marketplace_order_audit";
