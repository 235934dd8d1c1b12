CREATE TABLE "support_group_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"is_active" boolean,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cover_image" text,
	"category" text,
	"leader_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"leader_name" text,
	"city" text,
	"state" text,
	"country" text,
	"package_id" uuid,
	"base_members" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_groups_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "support_group_members" ADD CONSTRAINT "support_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_group_members" ADD CONSTRAINT "support_group_members_group_id_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_groups" ADD CONSTRAINT "support_groups_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_group_members_live_unique" ON "support_group_members" USING btree ("user_id","group_id") WHERE "support_group_members"."is_active" is not false;--> statement-breakpoint
CREATE INDEX "support_group_members_user_id_idx" ON "support_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_group_members_group_id_idx" ON "support_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "support_groups_category_idx" ON "support_groups" USING btree ("category");