CREATE TABLE "health_hero_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mobile" text,
	"category" text NOT NULL,
	"age_group" text NOT NULL,
	"number_of_hours" numeric(6, 2) NOT NULL,
	"mentoring_channel" text NOT NULL,
	"area_of_mentoring" jsonb NOT NULL,
	"story_file" text NOT NULL,
	"story_type" text NOT NULL,
	"documents_file" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_hero_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"hero_id" uuid NOT NULL,
	"session_date" text NOT NULL,
	"session_time" text NOT NULL,
	"session_purpose" text NOT NULL,
	"other_problems" text,
	"consultation" text NOT NULL,
	"is_active" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_heroes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"image" text,
	"city" text,
	"country" text,
	"category" text NOT NULL,
	"discrip" text DEFAULT '' NOT NULL,
	"preferred_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_hours" numeric(6, 2) NOT NULL,
	"package_id" uuid,
	"experience" text DEFAULT '' NOT NULL,
	"area_of_mentoring" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disease_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentoring_channel" text NOT NULL,
	"age_bracket" text DEFAULT '' NOT NULL,
	"reason_for_mentoring" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_heroes_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "health_hero_applications" ADD CONSTRAINT "health_hero_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_hero_sessions" ADD CONSTRAINT "health_hero_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_hero_sessions" ADD CONSTRAINT "health_hero_sessions_hero_id_health_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."health_heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_heroes" ADD CONSTRAINT "health_heroes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_heroes" ADD CONSTRAINT "health_heroes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_hero_applications_pending_unique" ON "health_hero_applications" USING btree ("user_id") WHERE "health_hero_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "health_hero_sessions_live_unique" ON "health_hero_sessions" USING btree ("user_id","hero_id") WHERE "health_hero_sessions"."is_active" is not false;--> statement-breakpoint
CREATE INDEX "health_hero_sessions_user_id_idx" ON "health_hero_sessions" USING btree ("user_id");