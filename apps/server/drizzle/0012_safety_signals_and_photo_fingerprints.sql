CREATE TABLE "safety_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "fingerprint" bigint;--> statement-breakpoint
ALTER TABLE "safety_signals" ADD CONSTRAINT "safety_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_signals_open_unique" ON "safety_signals" USING btree ("user_id","kind") WHERE "safety_signals"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "safety_signals_open_idx" ON "safety_signals" USING btree ("created_at") WHERE "safety_signals"."resolved_at" is null;