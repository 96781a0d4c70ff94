ALTER TABLE "review_invitations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "review_invitations_reported_idx" ON "review_invitations" USING btree ("reported_at" DESC NULLS LAST) WHERE "review_invitations"."reported_at" is not null;