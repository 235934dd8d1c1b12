ALTER TABLE "users" ADD COLUMN "shell_settings" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shortcuts" jsonb DEFAULT '[]'::jsonb NOT NULL;