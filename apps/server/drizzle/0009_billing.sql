CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"source" text NOT NULL,
	"payment_id" uuid,
	"provider_payment_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subscription_id" uuid,
	"kind" text NOT NULL,
	"tariff" smallint NOT NULL,
	"type" smallint NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"provider" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"provider_payment_id" text,
	"confirmation_token" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancellation_party" text,
	"cancellation_reason" text,
	"test" boolean NOT NULL,
	"payment_method_id" text,
	"granted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_kopecks" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"confirmation_token" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"method_id" text,
	"method_saved" boolean DEFAULT false NOT NULL,
	"card_last4" text,
	"card_first6" text,
	"card_type" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"tariff" smallint NOT NULL,
	"stopped" smallint DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"masked_card" text,
	"card_type" text,
	"payment_method_id" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"next_charge_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_stopped_code" CHECK ("subscriptions"."stopped" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_provider_payment_unique" ON "entitlements" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "entitlements_user_type_idx" ON "entitlements" USING btree ("user_id","type","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotence_key_unique" ON "payments" USING btree ("idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_unique" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('pending', 'waiting_for_capture');--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_key_unique" ON "sandbox_payments" USING btree ("idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_token_unique" ON "sandbox_payments" USING btree ("confirmation_token");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_type_unique" ON "subscriptions" USING btree ("user_id","type");--> statement-breakpoint
-- Data: tiers support granted before the ledger existed become its first rows, so every tier end has one.
INSERT INTO "entitlements" ("user_id", "type", "source", "starts_at", "ends_at", "note")
SELECT "id", 1, 'grant', least(now(), "premium_until"), "premium_until", 'granted before the ledger'
FROM "users" WHERE "premium_until" IS NOT NULL;--> statement-breakpoint
INSERT INTO "entitlements" ("user_id", "type", "source", "starts_at", "ends_at", "note")
SELECT "id", 2, 'grant', least(now(), "vip_until"), "vip_until", 'granted before the ledger'
FROM "users" WHERE "vip_until" IS NOT NULL;
