import { z } from "zod";
import { isSingleLine, singleLineMessage } from "./text.ts";

// Shared by the sign-in dialog, the plain /sign-in and /sign-up forms, and the server actions.
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const SignInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
  password: z.string().min(1, "Please enter your password").max(passwordMaxLength, "Password is too long"),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  firstName: z
    .string()
    .refine(isSingleLine, singleLineMessage("The first name"))
    .trim()
    .min(1, "Please fill in all fields")
    .max(80, "First name is too long"),
  lastName: z
    .string()
    .refine(isSingleLine, singleLineMessage("The last name"))
    .trim()
    .min(1, "Please fill in all fields")
    .max(80, "Last name is too long"),
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
  password: z
    .string()
    .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters`)
    .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    token: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{16,128}$/,
        "This link is not complete: open it again from the email, or ask for a new one",
      ),
    password: z
      .string()
      .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters`)
      .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`),
    confirmPassword: z.string().max(passwordMaxLength, "Password is too long"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same",
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
