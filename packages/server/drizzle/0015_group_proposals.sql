CREATE TABLE "support_group_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"group_name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"number_of_members" integer,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"package_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_group_proposals" ADD CONSTRAINT "support_group_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_group_proposals" ADD CONSTRAINT "support_group_proposals_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_group_proposals" ADD CONSTRAINT "support_group_proposals_group_id_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."support_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_group_proposals_user_id_idx" ON "support_group_proposals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_group_proposals_pending_idx" ON "support_group_proposals" USING btree ("created_at") WHERE "support_group_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "health_hero_applications_pending_idx" ON "health_hero_applications" USING btree ("created_at") WHERE "health_hero_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "health_hero_sessions_pending_idx" ON "health_hero_sessions" USING btree ("created_at") WHERE "health_hero_sessions"."is_active" is null;--> statement-breakpoint
CREATE INDEX "support_group_members_pending_idx" ON "support_group_members" USING btree ("requested_at") WHERE "support_group_members"."is_active" is null;