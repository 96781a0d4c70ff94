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
