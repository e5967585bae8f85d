CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_aliases" (
	"city_id" integer NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "city_aliases_city_id_key_pk" PRIMARY KEY("city_id","key")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"text_hash" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "city_aliases" ADD CONSTRAINT "city_aliases_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_search_key_trgm_idx" ON "cities" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_search_key_prefix_idx" ON "cities" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "city_aliases_key_prefix_idx" ON "city_aliases" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");