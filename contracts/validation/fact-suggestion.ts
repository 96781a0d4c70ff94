// A suggested correction of one group of a company's facts (issue #16): the form's fields per group, parsed by
// the same schemas in the browser and on the server. Empty means "not listed"; nothing is filled in for the user.

import { z } from "zod";
import { brandSizes } from "../brand-sizes.ts";
import {
  companyStatuses,
  costBands,
  currencies,
  employeeBands,
  type FactGroup,
  languagePattern,
  platforms,
  priceUnits,
  pricingModels,
  regions,
} from "../company-facts.ts";
import {
  type FactField,
  factDefinitions,
  parseFact,
  type StoredFactKey,
  storedFactKeys,
} from "../facts/fact-definitions.ts";
import { isPlainText, isSingleLine, plainTextMessage, singleLineMessage } from "./text.ts";

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(""), z.enum(values, { message })])
    .optional()
    .transform((value) => (value ? value : null));

const httpsLink = z
  .string()
  .trim()
  .max(500, "A link is at most 500 characters")
  .regex(/^https:\/\/[^\s]+$/, "Use a full https:// link");

const PricingFactsSchema = z
  .object({
    model: optionalChoice(pricingModels, "Choose a pricing model from the list"),
    freePlan: z
      .union([z.literal(""), z.literal("yes"), z.literal("no")], { message: "Free plan is yes, no or not listed" })
      .optional()
      .transform((value) => (value === "yes" ? true : value === "no" ? false : null)),
    freeTrialDays: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (!value) return null;
        const days = Number(value);
        if (!Number.isInteger(days) || days < 1 || days > 365) {
          context.addIssue({ code: "custom", message: "A free trial is 1 to 365 days" });
          return z.NEVER;
        }
        return days;
      }),
    startingPriceAmount: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (!value) return null;
        const amount = Number(value.replace(/,/g, ""));
        if (!Number.isFinite(amount) || amount < 0 || amount > 1_000_000) {
          context.addIssue({ code: "custom", message: "Enter a price such as 29 or 0.25" });
          return z.NEVER;
        }
        return Math.round(amount * 100) / 100;
      }),
    startingPriceCurrency: optionalChoice(currencies, "Choose a currency from the list"),
    startingPriceUnit: optionalChoice(priceUnits, "Choose what the price is per"),
    costBand: optionalChoice(costBands, "Choose a cost band from the list"),
  })
  .superRefine((value, context) => {
    const parts = [value.startingPriceAmount, value.startingPriceCurrency, value.startingPriceUnit];
    if (parts.some((part) => part !== null) && parts.some((part) => part === null)) {
      context.addIssue({
        code: "custom",
        path: ["startingPriceAmount"],
        message: "A starting price needs an amount, a currency and what it is per (or leave all three empty)",
      });
    }
  })
  .transform(({ startingPriceAmount, startingPriceCurrency, startingPriceUnit, ...rest }) => ({
    ...rest,
    startingPrice:
      startingPriceAmount !== null && startingPriceCurrency && startingPriceUnit
        ? { amount: startingPriceAmount, currency: startingPriceCurrency, unit: startingPriceUnit }
        : null,
  }));

export const descriptionMinLength = 40;
export const descriptionMaxLength = 1000;
export const headquartersMaxLength = 80;

/**
 * The company's description, founded year and headquarters (issue #17). The description is one factual paragraph
 * shown on the company page and searched: no links (the page links the website) and no markup. Line breaks a
 * textarea adds inside the paragraph become spaces; an empty line (a second paragraph) is refused.
 */
export const ProfileFactsSchema = z.object({
  description: z
    .string({ message: "Write a short description of the company" })
    .refine(isPlainText, plainTextMessage("The description"))
    .refine((value) => !/\n[ \t]*\r?\n/.test(value.trim()), "Keep the description to one paragraph (no empty lines)")
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(descriptionMinLength, `Write at least ${descriptionMinLength} characters: what the company does, for whom`)
        .max(
          descriptionMaxLength,
          `Keep the description under ${descriptionMaxLength.toLocaleString("en-US")} characters`,
        )
        .refine(
          (value) => !/https?:\/\/|\bwww\./i.test(value),
          "Leave links out of the description: the company page links the website",
        )
        .refine((value) => !/<\/?[a-z!][^>]*>/i.test(value), "Write the description as plain text, without HTML"),
    ),
  foundedYear: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const year = Number(value);
      const thisYear = new Date().getUTCFullYear();
      if (!/^\d{4}$/.test(value) || year < 1800 || year > thisYear) {
        context.addIssue({ code: "custom", message: `The founded year is a year from 1800 to ${thisYear}` });
        return z.NEVER;
      }
      return year;
    }),
  headquarters: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "")
    .pipe(
      z
        .string()
        .max(
          headquartersMaxLength,
          `Keep the headquarters under ${headquartersMaxLength} characters, e.g. Berlin, Germany`,
        )
        .refine(isSingleLine, singleLineMessage("The headquarters")),
    )
    .transform((value) => value || null),
});

const list = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.array(z.enum(values, { message })).transform((items) => [...new Set(items)]);

const PlatformFactsSchema = z
  .object({
    platforms: list(platforms, "Choose platforms from the list"),
    appStoreUrls: z.record(z.string(), z.string()),
  })
  .transform((value, context) => {
    const links: Record<string, string> = {};
    for (const platform of value.platforms) {
      const link = value.appStoreUrls[platform]?.trim();
      if (!link) continue;
      const parsed = httpsLink.safeParse(link);
      if (!parsed.success) {
        context.addIssue({
          code: "custom",
          path: [`appStoreUrl-${platform}`],
          message: parsed.error.issues[0]?.message ?? "Not a link",
        });
        return z.NEVER;
      }
      links[platform] = parsed.data;
    }
    return { platforms: value.platforms, appStoreUrls: links };
  });

const IntegrationFactsSchema = z.object({
  integrations: z
    .string()
    .max(4000, "List at most 40 companies")
    .transform((value) => [
      ...new Set(
        value
          .split(/[\n,]/)
          .map((name) => name.trim())
          .filter((name) => name !== ""),
      ),
    ])
    .refine((names) => names.length <= 40, "List at most 40 companies"),
});

const FeatureFactsSchema = z.object({
  features: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose features from the list"))
    .max(40)
    .transform((items) => [...new Set(items)]),
});

const FitFactsSchema = z.object({
  brandSizes: list(brandSizes, "Choose brand sizes from the list"),
  regions: list(regions, "Choose regions from the list"),
  languages: z
    .string()
    .max(200, "List at most 20 languages")
    .transform((value, context) => {
      const codes = [
        ...new Set(
          value
            .split(/[\s,]+/)
            .map((code) => code.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      const bad = codes.filter((code) => !languagePattern.test(code));
      if (bad.length > 0) {
        context.addIssue({ code: "custom", message: `Use two-letter language codes (en, de, fr): ${bad.join(", ")}` });
        return z.NEVER;
      }
      return codes;
    }),
  employees: optionalChoice(employeeBands, "Choose an employee band from the list"),
});

const StatusFactsSchema = z
  .object({
    status: z.enum(companyStatuses, { message: "Status is active, acquired or discontinued" }),
    successor: z
      .string()
      .trim()
      .max(80)
      .optional()
      .transform((value) => value || null),
  })
  .refine((value) => value.status !== "active" || value.successor === null, {
    path: ["successor"],
    message: "Only an acquired or discontinued company has a successor",
  });

export const factGroupSchemas = {
  profile: ProfileFactsSchema,
  pricing: PricingFactsSchema,
  platforms: PlatformFactsSchema,
  integrations: IntegrationFactsSchema,
  features: FeatureFactsSchema,
  fit: FitFactsSchema,
  status: StatusFactsSchema,
} as const;

export type FactGroupValues = {
  [G in FactGroup]: z.output<(typeof factGroupSchemas)[G]>;
};

export const EvidenceSchema = z
  .string({ message: "Say where this can be checked" })
  .trim()
  .min(
    10,
    "Say where this can be checked: a link to the pricing page, a changelog, an announcement (10 characters at least)",
  )
  .max(1000, "Keep the evidence under 1,000 characters");

/** Reads one group's fields from a submitted form (checkbox lists and per-platform links included). */
export function factFormInput(group: FactGroup, form: FormData): unknown {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const all = (key: string) => form.getAll(key).filter((value): value is string => typeof value === "string");
  switch (group) {
    case "profile":
      return {
        description: text("description") ?? "",
        foundedYear: text("foundedYear"),
        headquarters: text("headquarters"),
      };
    case "pricing":
      return {
        model: text("model"),
        freePlan: text("freePlan"),
        freeTrialDays: text("freeTrialDays"),
        startingPriceAmount: text("startingPriceAmount"),
        startingPriceCurrency: text("startingPriceCurrency"),
        startingPriceUnit: text("startingPriceUnit"),
        costBand: text("costBand"),
      };
    case "platforms":
      return {
        platforms: all("platforms"),
        appStoreUrls: Object.fromEntries(
          platforms.map((platform) => [platform, text(`appStoreUrl-${platform}`) ?? ""]),
        ),
      };
    case "integrations":
      return { integrations: text("integrations") ?? "" };
    case "features":
      return { features: all("features") };
    case "fit":
      return {
        brandSizes: all("brandSizes"),
        regions: all("regions"),
        languages: text("languages") ?? "",
        employees: text("employees"),
      };
    case "status":
      return { status: text("status"), successor: text("successor") };
  }
}

/**
 * The facts of a group a form asks for from their definitions alone (issue #37): a fact without a column of its
 * own whose definition has a field. Adding such a fact adds its field to the group's form.
 */
export function definedFieldsOf(group: FactGroup): StoredFactKey[] {
  return storedFactKeys.filter((key) => {
    const definition = factDefinitions[key];
    return definition.group === group && definition.isSuggestible && definition.field !== null;
  });
}

/** One field's submitted text as its fact's value (null: not listed), or an error message. */
function fieldValue(field: FactField, input: string | string[] | undefined): { value: unknown } | { error: string } {
  const text = typeof input === "string" ? input.trim() : "";
  switch (field.kind) {
    case "yes-no":
      if (text === "") return { value: null };
      return text === "yes" || text === "no" ? { value: text === "yes" } : { error: "Choose yes, no or not listed" };
    case "choice":
      if (text === "") return { value: null };
      return field.options.some((option) => option.value === text)
        ? { value: text }
        : { error: "Choose a value from the list" };
    case "whole-number": {
      if (text === "") return { value: null };
      const number = Number(text);
      return Number.isInteger(number) && number >= field.min && number <= field.max
        ? { value: number }
        : { error: `Enter a whole number from ${field.min} to ${field.max}` };
    }
    case "checks": {
      const list = (Array.isArray(input) ? input : input ? [input] : []).filter((item) => item !== "");
      if (!list.every((item) => field.options.some((option) => option.value === item)))
        return { error: "Choose values from the list" };
      return { value: list.length > 0 ? [...new Set(list)] : null };
    }
  }
}

/** The group's definition-driven facts from a submitted form: each value (null: not listed), or field errors. */
export function parseDefinedFields(
  group: FactGroup,
  form: FormData,
): { values: Partial<Record<StoredFactKey, unknown>>; errors: Record<string, string> } {
  const values: Partial<Record<StoredFactKey, unknown>> = {};
  const errors: Record<string, string> = {};
  for (const key of definedFieldsOf(group)) {
    const field = factDefinitions[key].field;
    if (field === null) continue;
    const submitted = form.getAll(key).filter((value): value is string => typeof value === "string");
    const parsed = fieldValue(field, field.kind === "checks" ? submitted : submitted[0]);
    if ("error" in parsed) errors[key] = parsed.error;
    else if (parsed.value === null || parseFact(key, parsed.value) !== null) values[key] = parsed.value;
    else errors[key] = `Not a value ${factDefinitions[key].label.toLowerCase()} can have`;
  }
  return { values, errors };
}
