import { z } from "zod";
import { periodTypes } from "../award-periods.ts";
import { monthNames } from "../calendar.ts";
import { idSchema, maxId } from "./id.ts";

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

/** A month of a year (1-based month), as the award calendar names it. */
export type CalendarMonth = { year: number; month: number };

/** The month `now` is in (UTC). */
export function monthOf(now: Date): CalendarMonth {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/** The calendar month before `now` (UTC), the latest that has ended: January's is December of the year before. */
export function previousCalendarMonth(now: Date): CalendarMonth {
  const month = now.getUTCMonth(); // 0-based: the previous month, 1-based
  return month === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month };
}

/**
 * When a month's awards may be published and shown (docs/decisions/089-when-monthly-awards-are-public.md): the
 * first moment of the next month, UTC, when every review of the month is in.
 */
export function monthlyAwardsOpenAt({ year, month }: CalendarMonth): Date {
  return new Date(Date.UTC(year, month, 1));
}

/** "October 2026". */
export function monthLabel({ year, month }: CalendarMonth) {
  return `${monthNames[month - 1]} ${year}`;
}

/** A day as the award pages write it, in UTC: "3 November 2026". */
export function awardDay(date: Date | string) {
  const day = new Date(date);
  return `${day.getUTCDate()} ${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
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
