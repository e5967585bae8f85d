CREATE TABLE "notification_sends" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	CONSTRAINT "notification_sends_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"match" boolean DEFAULT true NOT NULL,
	"message" boolean DEFAULT true NOT NULL,
	"activity" boolean DEFAULT true NOT NULL,
	"offline_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;