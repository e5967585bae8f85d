ALTER TABLE "messages" ALTER COLUMN "recipient_seq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_held_idx" ON "messages" USING btree ("created_at") WHERE "messages"."review" = 'held';