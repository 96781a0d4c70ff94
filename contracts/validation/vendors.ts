import { z } from "zod";
import { isPlainText, plainTextMessage } from "./text.ts";

// Shared by the claim and reply forms and the server actions (docs/decisions/059-vendors.md).

export const ClaimFormSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
});

export const replyMaxLength = 2000;

export const ReplySchema = z.object({
  content: z
    .string()
    .refine(isPlainText, plainTextMessage("The reply"))
    .trim()
    .min(10, "The reply must be at least 10 characters")
    .max(replyMaxLength, `The reply must be at most ${replyMaxLength.toLocaleString("en-US")} characters`),
});

export const invitationNoteMaxLength = 300;
/** Invitations a company may send in 24 hours. */
export const invitationsPerCompanyPerDay = 200;
export const maxInvitationsPerUpload = 500;
/** 100 KB: about 2,000 addresses, far more than one upload may invite. */
export const invitationUploadMaxBytes = 100 * 1024;

export const InvitationNoteSchema = z
  .string()
  .refine(isPlainText, plainTextMessage("The note"))
  .trim()
  .max(invitationNoteMaxLength, `The note must be at most ${invitationNoteMaxLength} characters`);
