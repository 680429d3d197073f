DROP INDEX "code_verifications_batch_idx";--> statement-breakpoint
CREATE INDEX "code_verifications_batch_code_idx" ON "code_verifications" USING btree ("batch_id","unit_code_id","verified_at","latitude","longitude");--> statement-breakpoint
CREATE INDEX "code_verifications_batch_idx" ON "code_verifications" USING btree ("batch_id","verified_at","result","unit_code_id");