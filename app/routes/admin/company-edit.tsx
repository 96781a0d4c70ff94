import { Form, redirect, useActionData, useNavigation } from "react-router";
import { LogoForm } from "#app/components/catalog/logo-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorFor, resultFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { companyKindLabels, companyKinds, pricingModelLabels, pricingModels } from "#contracts/company-facts.ts";
import { EditCompanySchema } from "#contracts/validation/company.ts";
import { getCompanyForEditing, updateCompanyDetails } from "#server/admin/edit-company-details.ts";
import { describeCompanyLogo } from "#server/catalog/company-logo.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { replyFormFailure } from "#server/web/form-reply.ts";
import { answerLogoForm, isLogoIntent } from "#server/web/logo-form.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/company-edit";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Admin: Edit ${loaderData.company.name}` : "Admin: Edit company", "Edit a company's details.");

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { db } = getRequestContext(context).services;
  return loadOrThrowPage(async () => {
    const id = parseId(params.id, "This company doesn't exist.");
    const [company, categories] = await Promise.all([getCompanyForEditing(db, id), listCategories(db)]);
    return {
      company,
      logo: describeCompanyLogo({ logoKey: company.logo_key, logoUrl: company.logo_url, domain: company.domain }),
      categories: categories.map((category) => ({ slug: category.slug, name: category.name })),
    };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  const formData = await request.formData();
  // The logo form posts here too, with the company's id; it answers on this page.
  if (isLogoIntent(formData.get("intent"))) {
    const id = parseId(params.id, "This company doesn't exist.");
    formData.set("companyId", String(id));
    return answerLogoForm(services, admin, formData);
  }
  try {
    const id = parseId(params.id, "This company doesn't exist.");
    const form = EditCompanySchema.parse(Object.fromEntries(formData));
    await updateCompanyDetails(services, admin, id, form);
    return redirect(`/admin/companies?q=${encodeURIComponent(form.name)}`);
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "edit", submitted: formData });
    if (reply) return reply;
    throw error;
  }
}

export default function EditCompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, categories } = loaderData;
  const actionData = useActionData<typeof action>();
  const edit = errorFor(actionData, "edit");
  const fields = edit?.fieldErrors ?? {};
  const navigation = useNavigation();
  const field = (name: string, label: string, value: string, hint?: string) => (
    <div className="grid gap-1">
      <label htmlFor={`edit-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`edit-${name}`}
        name={name}
        defaultValue={value}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `edit-${name}-error` : hint ? `edit-${name}-hint` : undefined}
        className="h-9 rounded-md border border-slate-400 px-2"
      />
      {hint && !fields[name] ? (
        <p id={`edit-${name}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {fields[name] ? (
        <p id={`edit-${name}-error`} className="text-xs text-destructive">
          {fields[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section>
      <Link to="/admin/companies" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Companies
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{`Edit ${company.name}`}</h1>
      {edit ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {edit.message}
        </p>
      ) : null}
      <div className="mt-6 max-w-3xl">
        <LogoForm
          companyId={company.id}
          companyName={company.name}
          logo={loaderData.logo}
          result={resultFor(actionData, "logo")}
        />
      </div>
      <Form method="post" className="mt-6 grid max-w-3xl gap-4">
        {field("name", "Name", company.name)}
        <div className="grid gap-1">
          <label htmlFor="edit-description" className="text-sm font-medium">
            Description
          </label>
          <textarea
            id="edit-description"
            name="description"
            rows={3}
            defaultValue={company.description}
            aria-invalid={fields.description ? true : undefined}
            className="rounded-md border border-slate-400 p-2"
          />
          {fields.description ? <p className="text-xs text-destructive">{fields.description}</p> : null}
        </div>
        {field("websiteUrl", "Website", company.website_url ?? "", "The domain must be unique in the catalog")}
        {field("platformAppUrl", "App store listing", company.platform_app_url ?? "")}
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1">
            <label htmlFor="edit-kind" className="text-sm font-medium">
              Kind
            </label>
            <select
              id="edit-kind"
              name="kind"
              defaultValue={company.kind}
              className="h-9 rounded-md border border-slate-400 bg-white px-2"
            >
              {companyKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {companyKindLabels[kind]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="edit-pricing" className="text-sm font-medium">
              Pricing model
            </label>
            <select
              id="edit-pricing"
              name="pricingModel"
              defaultValue={company.pricing_model ?? ""}
              className="h-9 rounded-md border border-slate-400 bg-white px-2"
            >
              <option value="">Not listed</option>
              {pricingModels.map((model) => (
                <option key={model} value={model}>
                  {pricingModelLabels[model]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="edit-category" className="text-sm font-medium">
              Primary category
            </label>
            <select
              id="edit-category"
              name="primaryCategory"
              defaultValue={company.primary_category ?? ""}
              className="h-9 rounded-md border border-slate-400 bg-white px-2"
            >
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
            {fields.primaryCategory ? <p className="text-xs text-destructive">{fields.primaryCategory}</p> : null}
          </div>
        </div>
        {field("platforms", "Platforms (comma-separated)", company.platforms.join(", "), "e.g. shopify, woocommerce")}
        {field("features", "Features (comma-separated, up to 8)", company.features.join(", "))}
        <div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            Save changes
          </Button>
        </div>
      </Form>
    </section>
  );
}
