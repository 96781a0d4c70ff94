// A company's slug is its address, `/company/klaviyo` (issue #35, docs/decisions/086-company-slugs.md). It is made
// from the name by `slugify`, the same slugs compare pages join with "-vs-", and it is unique among every slug a
// company holds now or held before a rename (company_former_slugs): an old link never leads to another company.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { slugify } from "./domain.ts";

type Runner = Pick<Database, "execute">;

/** The slug a name asks for before it is made unique; digits alone would read as an id, so they get a word. */
export function companySlugBase(name: string, fallback = "") {
  const base = slugify(name) || slugify(fallback) || "company";
  return /^\d+$/.test(base) ? `${base}-company` : base;
}

/**
 * The name's slug, or it with the first free number ("klaviyo-2"), among the slugs other companies hold now or held
 * before. With `companyId`, the company choosing may take back a slug it held itself.
 */
export async function chooseCompanySlug(
  db: Runner,
  name: string,
  options: { fallback?: string; companyId?: number } = {},
) {
  const base = companySlugBase(name, options.fallback);
  const numbered = `${base}-%`;
  const own = options.companyId ?? null;
  const taken = await db.execute<{ slug: string }>(sql`
    select slug from companies where (slug = ${base} or slug like ${numbered}) and id is distinct from ${own}::int
    union all
    select slug from company_former_slugs
    where (slug = ${base} or slug like ${numbered}) and company_id is distinct from ${own}::int`);
  const used = new Set(taken.rows.map((row) => row.slug));
  let slug = base;
  for (let suffix = 2; used.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

/**
 * After a company is renamed (inside the caller's transaction): its slug follows the new name, and the slug it
 * leaves becomes a former slug, whose addresses answer 301 to the new one. A name that makes the same slug (letter
 * case, punctuation) keeps the address, as does a numbered one of it ("acme-2" for "Acme"). Returns the slug.
 */
export async function followRename(tx: Runner, companyId: number, name: string) {
  const result = await tx.execute<{ slug: string }>(sql`select slug from companies where id = ${companyId} for update`);
  const current = result.rows[0]?.slug;
  if (current === undefined) return undefined;
  const base = companySlugBase(name);
  if (current === base || new RegExp(`^${base}-\\d+$`).test(current)) return current;
  const slug = await chooseCompanySlug(tx, name, { companyId });
  await tx.execute(sql`delete from company_former_slugs where slug = ${slug} and company_id = ${companyId}`);
  await tx.execute(sql`insert into company_former_slugs (slug, company_id) values (${current}, ${companyId})`);
  await tx.execute(sql`update companies set slug = ${slug} where id = ${companyId}`);
  return slug;
}

/**
 * A company merged into another hands its slugs over, then the caller deletes it in the same transaction: its
 * addresses lead to the company it duplicated.
 */
export async function handOverSlugs(tx: Runner, fromCompanyId: number, toCompanyId: number) {
  await tx.execute(
    sql`update company_former_slugs set company_id = ${toCompanyId} where company_id = ${fromCompanyId}`,
  );
  await tx.execute(sql`
    insert into company_former_slugs (slug, company_id) select slug, ${toCompanyId} from companies where id = ${fromCompanyId}`);
}
