CREATE TABLE "chat_streams" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"sent_day_start" timestamp with time zone,
	"sent_today" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dialog_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"pos" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_pos_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_seq" bigint NOT NULL,
	"recipient_seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dialogs" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "dialogs" ADD COLUMN "last_message_id" uuid;--> statement-breakpoint
ALTER TABLE "dialogs" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_streams" ADD CONSTRAINT "chat_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_author_client_unique" ON "messages" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE INDEX "messages_dialog_pos_idx" ON "messages" USING btree ("dialog_id","pos");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_author_seq_unique" ON "messages" USING btree ("author_id","author_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_recipient_seq_unique" ON "messages" USING btree ("recipient_id","recipient_seq");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id","dialog_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "dialogs" ADD CONSTRAINT "dialogs_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialogs_a_activity_idx" ON "dialogs" USING btree ("user_a","last_message_at","id");--> statement-breakpoint
CREATE INDEX "dialogs_b_activity_idx" ON "dialogs" USING btree ("user_b","last_message_at","id");