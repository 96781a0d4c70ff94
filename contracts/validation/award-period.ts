import { z } from "zod";
import { periodTypes } from "../award-periods.ts";
import { idSchema, maxId } from "./id.ts";

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** An award period as an admin creates or edits it: the same rules in the form and on the server. */
export const AwardPeriodFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, "Title must be at least 3 characters")
      .max(120, "Title must be at most 120 characters"),
    periodType: z.enum(periodTypes, { message: "Choose monthly or annual" }),
    month: z.string().trim().default(""),
    year: z.coerce
      .number({ message: "Enter a year" })
      .int("Enter a whole year")
      .min(2015, "The year must be 2015 or later")
      .max(2100, "The year must be 2100 or earlier"),
  })
  .transform((value, context) => {
    if (value.periodType === "annual")
      return { title: value.title, periodType: value.periodType, year: value.year, month: null };
    const month = Number(value.month);
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      context.addIssue({ code: "custom", message: "Choose a month from 1 to 12", path: ["month"] });
      return z.NEVER;
    }
    return { title: value.title, periodType: value.periodType, year: value.year, month };
  });

export type AwardPeriodForm = z.infer<typeof AwardPeriodFormSchema>;

export function periodLabel(period: { periodType: string; month: number | null; year: number }) {
  return period.periodType === "monthly" && period.month
    ? `${monthNames[period.month - 1]} ${period.year}`
    : `Year ${period.year}`;
}

const optionalScore = z
  .string()
  .trim()
  .default("")
  .transform((value, context) => {
    if (value === "") return null;
    const score = Number(value);
    if (!Number.isFinite(score) || score < 0 || score > 5) {
      context.addIssue({ code: "custom", message: "A manual score is a number from 0 to 5" });
      return z.NEVER;
    }
    return Math.round(score * 100) / 100;
  });

const optionalCompany = z
  .string()
  .trim()
  .default("")
  .transform((value) => (value === "" ? null : Number(value)))
  .pipe(z.number().int().positive("Choose a company").max(maxId, "Choose a company").nullable());

/** One category's three places as the winners form posts them (place1Company, place1Score, place1Summary, …). */
export const CategoryWinnersSchema = z
  .object({
    categoryId: idSchema("Unknown category"),
    place1Company: optionalCompany,
    place1Score: optionalScore,
    place1Summary: z.string().max(2000, "A summary must be at most 2,000 characters").default(""),
    place2Company: optionalCompany,
    place2Score: optionalScore,
    place2Summary: z.string().max(2000, "A summary must be at most 2,000 characters").default(""),
    place3Company: optionalCompany,
    place3Score: optionalScore,
    place3Summary: z.string().max(2000, "A summary must be at most 2,000 characters").default(""),
  })
  .transform((value) => ({
    categoryId: value.categoryId,
    slots: ([1, 2, 3] as const).map((position) => ({
      position,
      companyId: value[`place${position}Company`],
      manualScore: value[`place${position}Score`],
      aiSummary: value[`place${position}Summary`],
    })),
  }));

export const placeLabels = { 1: "Gold (first)", 2: "Silver (second)", 3: "Bronze (third)" } as const;
