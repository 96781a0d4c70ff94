import { z } from "zod";
import { newReviewEmailChoices } from "../notification-choices.ts";
import { passwordMaxLength, passwordMinLength } from "./auth.ts";
import { isSingleLine, singleLineMessage } from "./text.ts";

export const ProfileSchema = z.object({
  firstName: z
    .string()
    .refine(isSingleLine, singleLineMessage("The first name"))
    .trim()
    .min(1, "Please fill in your first name")
    .max(80, "First name is too long"),
  lastName: z
    .string()
    .refine(isSingleLine, singleLineMessage("The last name"))
    .trim()
    .min(1, "Please fill in your last name")
    .max(80, "Last name is too long"),
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
  /** Needed only when the email changes (decision 075). */
  currentPassword: z.string().max(passwordMaxLength).optional(),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password").max(passwordMaxLength),
    newPassword: z
      .string()
      .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters`)
      .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
  });

export const DeleteAccountSchema = z.object({
  password: z.string().min(1, "Please enter your password to confirm").max(passwordMaxLength),
});

/** Account Settings' email choices: a checkbox (present when ticked) and the new-review emails (decision 065). */
export const NotificationSettingsSchema = z.object({
  replyToMyReview: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  newReviewEmails: z.enum(newReviewEmailChoices, { message: "Please choose how to hear about new reviews" }),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsSchema>;
