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
