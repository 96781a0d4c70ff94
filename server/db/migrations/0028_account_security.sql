CREATE TABLE "email_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"requested_by_session_id" text,
	"confirm_token_hash" text NOT NULL,
	"undo_token_hash" text NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"undo_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "email_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "email_changes_undo_token_hash_unique" UNIQUE("undo_token_hash")
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_id_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "known_devices_user_id_idx" ON "known_devices" USING btree ("user_id");