CREATE TABLE "staff_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_decisions" ADD CONSTRAINT "staff_decisions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_decisions_target_idx" ON "staff_decisions" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "staff_decisions_staff_idx" ON "staff_decisions" USING btree ("staff_id");