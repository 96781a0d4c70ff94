import { Form, redirect, useActionData, useNavigation } from "react-router";
import { LogoForm } from "#app/components/catalog/logo-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField, TextareaField } from "#app/components/ui/field.tsx";
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
    <Field id={`edit-${name}`} name={name} label={label} defaultValue={value} hint={hint} error={fields[name]} />
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
        <TextareaField
          id="edit-description"
          name="description"
          label="Description"
          rows={3}
          defaultValue={company.description}
          error={fields.description}
        />
        {field("websiteUrl", "Website", company.website_url ?? "", "The domain must be unique in the catalog")}
        {field("platformAppUrl", "App store listing", company.platform_app_url ?? "")}
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField id="edit-kind" name="kind" label="Kind" defaultValue={company.kind}>
            {companyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {companyKindLabels[kind]}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="edit-pricing"
            name="pricingModel"
            label="Pricing model"
            defaultValue={company.pricing_model ?? ""}
            error={fields.pricingModel}
          >
            <option value="">Not listed</option>
            {pricingModels.map((model) => (
              <option key={model} value={model}>
                {pricingModelLabels[model]}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="edit-category"
            name="primaryCategory"
            label="Primary category"
            defaultValue={company.primary_category ?? ""}
            error={fields.primaryCategory}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </SelectField>
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
