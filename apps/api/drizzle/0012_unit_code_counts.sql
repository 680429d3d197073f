ALTER TABLE "unit_codes" ADD COLUMN "verifications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_codes" ADD COLUMN "first_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_codes" ADD COLUMN "first_place" text;--> statement-breakpoint
ALTER TABLE "unit_codes" ADD CONSTRAINT "unit_codes_verifications_check" CHECK ("unit_codes"."verifications" >= 0);--> statement-breakpoint
-- Codes checked before this migration: their counts, first times and first shared places from their checks.
UPDATE "unit_codes" SET
	"verifications" = "checks"."n",
	"first_verified_at" = "checks"."first_at",
	"first_place" = "checks"."first_place"
FROM (
	SELECT "unit_code_id", count(*)::integer AS "n", min("verified_at") AS "first_at",
		(array_agg("place" ORDER BY "verified_at") FILTER (WHERE "place" IS NOT NULL))[1] AS "first_place"
	FROM "code_verifications"
	WHERE "unit_code_id" IS NOT NULL
	GROUP BY "unit_code_id"
) AS "checks"
WHERE "unit_codes"."id" = "checks"."unit_code_id";
