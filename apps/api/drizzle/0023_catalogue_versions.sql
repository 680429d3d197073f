CREATE TABLE "catalogue_versions" (
	"stripe" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
