import nodemailer, { type Transporter } from "nodemailer";
import { type Env, publicUrlOf } from "../env.ts";

/**
 * How mail leaves: over SMTP (nodemailer) when SMTP_URL is set, else into the outbox in the database,
 * where admins read it at /admin/emails (docs/decisions/057-email.md).
 */
export type Mailer = {
  mode: "smtp" | "outbox";
  from: string;
  publicUrl: string;
  postalAddress: string | undefined;
  transport: Transporter | null;
  close(): void;
};

export function createMailer(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "MAIL_POSTAL_ADDRESS" | "PUBLIC_URL" | "PORT">,
): Mailer {
  const transport = env.SMTP_URL
    ? nodemailer.createTransport({
        url: env.SMTP_URL,
        // A stuck server must not hold a job for ever; the job retries with backoff.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  return {
    mode: transport ? "smtp" : "outbox",
    from: env.MAIL_FROM,
    publicUrl: publicUrlOf(env),
    postalAddress: env.MAIL_POSTAL_ADDRESS,
    transport,
    close() {
      transport?.close();
    },
  };
}
