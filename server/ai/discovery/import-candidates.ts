import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { platforms } from "#contracts/company-facts.ts";
import { recordAdminAction } from "../../admin/audit-log.ts";
import type { SessionUser } from "../../auth/session.ts";
import { domainFromWebsite } from "../../catalog/domain.ts";
import type { Services } from "../../context.ts";
import { discoveryCandidates } from "../../db/schema/admin.ts";
import { categories, companyKinds, pricingModels } from "../../db/schema/catalog.ts";
import { AppError } from "../../errors.ts";

export const maxImportBytes = 2 * 1024 * 1024;
const maxImportRows = 5000;

const list = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? "").split(/[;|]/))
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item.length > 0),
  );

/** One company in an uploaded file. Column names are case-insensitive; lists use ";" in CSV. */
const CandidateRow = z.object({
  name: z.string().trim().min(2, "name is required").max(80, "name is too long"),
  website: z.string().trim().min(4, "website is required"),
  category: z.string().trim().toLowerCase().min(1, "category is required"),
  description: z.string().trim().max(300, "description is longer than 300 characters").default(""),
  kind: z.enum(companyKinds, { message: "kind must be software, agency, freelance or network" }).default("software"),
  pricing_model: z
    .union([
      z.literal(""),
      z.enum(pricingModels, { message: `pricing_model must be one of ${pricingModels.join(", ")}` }),
    ])
    .default(""),
  platforms: list.pipe(z.array(z.enum(platforms, { message: "unknown platform" }))),
  features: list.pipe(
    z.array(z.string().max(60, "a feature is longer than 60 characters")).max(8, "at most 8 features"),
  ),
});

function readRows(fileName: string, text: string): Record<string, unknown>[] {
  const lowerKeys = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, "_"),
        value,
      ]),
    );
  if (fileName.toLowerCase().endsWith(".json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError("validation_failed", "The file is not valid JSON.", {
        fields: { file: "The file is not valid JSON" },
      });
    }
    const rows = Array.isArray(parsed) ? parsed : (parsed as { companies?: unknown })?.companies;
    if (!Array.isArray(rows)) {
      throw new AppError("validation_failed", 'The JSON must be an array of companies (or { "companies": [...] }).', {
        fields: { file: "Expected an array of companies" },
      });
    }
    return rows.map((row) => (row && typeof row === "object" ? lowerKeys(row as Record<string, unknown>) : {}));
  }
  try {
    return (
      parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, unknown>[]
    ).map(lowerKeys);
  } catch (error) {
    throw new AppError(
      "validation_failed",
      `The CSV could not be read: ${error instanceof Error ? error.message : "invalid format"}.`,
      {
        fields: { file: "The CSV could not be read" },
      },
    );
  }
}

/**
 * Imports an admin's CSV or JSON list of companies for discovery. Every row is
 * validated (name, website, an existing category slug, kind, pricing model,
 * platforms, features); invalid rows are reported by line and skipped, valid
 * ones are stored once per domain. Discovery adds them to the catalog later.
 */
export async function importDiscoveryCandidates(
  services: Services,
  admin: SessionUser,
  file: { name: string; text: string },
) {
  if (!/\.(csv|json)$/i.test(file.name)) {
    throw new AppError("validation_failed", "Please upload a .csv or .json file.", {
      fields: { file: "Use a .csv or .json file" },
    });
  }
  const rows = readRows(file.name, file.text);
  if (rows.length === 0)
    throw new AppError("validation_failed", "The file has no companies.", { fields: { file: "No rows" } });
  if (rows.length > maxImportRows) {
    throw new AppError("validation_failed", `The file has more than ${maxImportRows} companies.`, {
      fields: { file: "Too many rows" },
    });
  }
  const known = new Set(
    (await services.db.select({ slug: categories.slug }).from(categories)).map((category) => category.slug),
  );
  const problems: string[] = [];
  const valid: (typeof discoveryCandidates.$inferInsert)[] = [];
  for (const [index, raw] of rows.entries()) {
    const line = file.name.toLowerCase().endsWith(".json") ? `item ${index + 1}` : `line ${index + 2}`;
    const parsed = CandidateRow.safeParse(raw);
    if (!parsed.success) {
      problems.push(
        `${line}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`.replace(/ +/g, " "),
      );
      continue;
    }
    const row = parsed.data;
    const websiteUrl = /^https?:\/\//i.test(row.website) ? row.website : `https://${row.website}`;
    const domain = domainFromWebsite(websiteUrl);
    if (!domain) {
      problems.push(`${line}: website is not a valid address`);
      continue;
    }
    if (!known.has(row.category)) {
      problems.push(`${line}: unknown category "${row.category}"`);
      continue;
    }
    valid.push({
      categorySlug: row.category,
      domain,
      source: `upload: ${file.name.slice(0, 80)}`,
      uploadedByUserId: admin.id,
      data: {
        name: row.name,
        websiteUrl,
        kind: row.kind,
        pricingModel: row.pricing_model || null,
        platforms: row.platforms,
        features: row.features,
        description: row.description,
      },
    });
  }
  const imported = await services.db.transaction(async (tx) => {
    let count = 0;
    for (let start = 0; start < valid.length; start += 200) {
      const inserted = await tx
        .insert(discoveryCandidates)
        .values(valid.slice(start, start + 200))
        .onConflictDoNothing()
        .returning({ id: discoveryCandidates.id });
      count += inserted.length;
    }
    await recordAdminAction(tx, admin, {
      action: "discovery.import",
      targetType: "file",
      targetId: file.name.slice(0, 80),
      after: { rows: rows.length, imported: count, skipped: problems.length },
    });
    return count;
  });
  const alreadyListed = valid.length - imported;
  const pending = await services.db.execute<{ total: number }>(
    sql`select count(*)::int as total from discovery_candidates`,
  );
  return {
    rows: rows.length,
    imported,
    alreadyListed,
    problems: problems.slice(0, 20),
    problemCount: problems.length,
    totalCandidates: pending.rows[0]?.total ?? 0,
  };
}
