DROP INDEX "users_candidates_idx";--> statement-breakpoint
DROP INDEX "likes_liked_you_idx";--> statement-breakpoint
DROP INDEX "matches_user_a_idx";--> statement-breakpoint
DROP INDEX "matches_user_b_idx";--> statement-breakpoint
CREATE INDEX "users_discover_city_idx" ON "users" USING btree ("country","region","city","gender","looking","last_active_at","birthday","looking_age_from","looking_age_to","vip_until","id") WHERE "users"."status" = 'active' and not "users"."is_service";--> statement-breakpoint
CREATE INDEX "users_discover_region_idx" ON "users" USING btree ("country","region","gender","looking","last_active_at","birthday","looking_age_from","looking_age_to","vip_until","id","city") WHERE "users"."status" = 'active' and not "users"."is_service";--> statement-breakpoint
CREATE INDEX "users_discover_country_idx" ON "users" USING btree ("country","gender","looking","last_active_at","birthday","looking_age_from","looking_age_to","vip_until","id","region","city") WHERE "users"."status" = 'active' and not "users"."is_service";--> statement-breakpoint
CREATE INDEX "users_discover_world_idx" ON "users" USING btree ("gender","looking","last_active_at","birthday","looking_age_from","looking_age_to","vip_until","id","country") WHERE "users"."status" = 'active' and not "users"."is_service";--> statement-breakpoint
CREATE INDEX "users_discover_vip_idx" ON "users" USING btree ("gender","looking","last_active_at","birthday","looking_age_from","looking_age_to","vip_until","id","country","region","city") WHERE "users"."status" = 'active' and not "users"."is_service" and "users"."vip_until" is not null;--> statement-breakpoint
CREATE INDEX "likes_liked_you_idx" ON "likes" USING btree ("rated_id","rated_at","id") WHERE "likes"."love";--> statement-breakpoint
CREATE INDEX "matches_user_a_idx" ON "matches" USING btree ("user_a","created_at","id");--> statement-breakpoint
CREATE INDEX "matches_user_b_idx" ON "matches" USING btree ("user_b","created_at","id");