-- Every image gets the storage key of its blurred preview, independent of file_key (see
-- photos/variants.ts blurImageKey). The column is added nullable, filled, then made NOT NULL.
-- Rows that exist before this migration have their preview stored at the old place,
-- images/{file_key}/blur.jpg, and no file is moved here (SQL cannot reach storage): they keep
-- that full storage key as their blur_key, which blurImageKey recognises by its '/'; new
-- images get a random key without '/'. No production data exists yet, so this only keeps
-- existing development and demo databases showing their previews.
ALTER TABLE "images" ADD COLUMN "blur_key" text;--> statement-breakpoint
UPDATE "images" SET "blur_key" = 'images/' || "file_key" || '/blur.jpg';--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "blur_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_blur_key_unique" UNIQUE("blur_key");
