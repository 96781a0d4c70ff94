CREATE TABLE "demo_mailbox_proofs" (
	"demo_mailbox" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"credential_digest" text NOT NULL,
	"proved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_mailbox_proofs_demo_mailbox_user_id_pk" PRIMARY KEY("demo_mailbox","user_id")
);
--> statement-breakpoint
ALTER TABLE "demo_mailbox_proofs" ADD CONSTRAINT "demo_mailbox_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_mailbox_proofs_user_id_idx" ON "demo_mailbox_proofs" USING btree ("user_id");