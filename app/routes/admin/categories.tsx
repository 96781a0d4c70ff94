import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { fieldErrorsFor, resultFor, valuesFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { categoryGroupLabels, categoryGroups } from "#contracts/catalog-options.ts";
import { categoryIconNames, isCategoryIconName } from "#contracts/category-icons.ts";
import { countOf } from "#contracts/plural.ts";
import { CategoryFormSchema } from "#contracts/validation/category.ts";
import { createCategory } from "#server/admin/create-category.ts";
import { deleteCategory } from "#server/admin/delete-category.ts";
import { updateCategory } from "#server/admin/update-category.ts";
import { categoryIcon } from "#server/catalog/category-display.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/categories";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Categories", "Create, edit, order and delete categories; move companies before deleting.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { services } = getRequestContext(context);
  const rows = await services.db.query.categories.findMany({
    orderBy: (table, { asc }) => [asc(table.sortOrder), asc(table.name)],
  });
  const counts = new Map((await listCategories(services.db)).map((category) => [category.id, category.companyCount]));
  return {
    categories: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      icon: isCategoryIconName(row.icon) ? row.icon : "",
      shownIcon: categoryIcon(row.name, row.icon),
      group: row.group,
      sortOrder: row.sortOrder,
      companyCount: counts.get(row.id) ?? 0,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  const formId = intent === "create" ? "create" : String(form.categoryId ?? "");
  try {
    if (intent === "create") {
      const values = CategoryFormSchema.parse(form);
      await createCategory(services, admin, values);
      return replyFormSuccess({ intent: formId, message: `Category "${values.name}" created` });
    }
    const id = parseId(String(form.categoryId ?? ""), "This category doesn't exist.");
    if (intent === "update") {
      const values = CategoryFormSchema.parse(form);
      await updateCategory(services, admin, id, values);
      return replyFormSuccess({ intent: formId, message: `Category "${values.name}" saved` });
    }
    if (intent === "delete") {
      const moveTo = String(form.moveToId ?? "");
      const { name, moved } = await deleteCategory(services, admin, id, moveTo ? Number(moveTo) : null);
      return replyFormSuccess({
        intent: formId,
        message:
          moved > 0
            ? `Category "${name}" deleted; ${countOf(moved, "company", "companies")} moved`
            : `Category "${name}" deleted`,
      });
    }
    return replyFormError({ intent: formId, message: "Unknown action." }, { status: 400 });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: formId, submitted: form });
    if (reply) return reply;
    throw error;
  }
}

type CategoryRow = Route.ComponentProps["loaderData"]["categories"][number];

/** A category's fields; after a refused save they show what was typed (`typed`), else the category's values. */
function CategoryFields({
  formId,
  category,
  errors,
  typed,
}: {
  formId: string;
  category?: CategoryRow;
  errors: Record<string, string>;
  typed: Record<string, string>;
}) {
  const id = (name: string) => `${formId}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={id("name")} name="name" label="Name" defaultValue={typed.name ?? category?.name} error={errors.name} />
      <Field
        id={id("slug")}
        name="slug"
        label="Slug"
        defaultValue={typed.slug ?? category?.slug}
        error={errors.slug}
        hint="Leave empty to make one from the name"
      />
      <Field
        id={id("description")}
        name="description"
        label="Description"
        defaultValue={typed.description ?? category?.description}
        error={errors.description}
      />
      {/* The category's Lucide icon by name (https://lucide.dev/icons); empty: one chosen from the category's name. */}
      <SelectField
        id={id("icon")}
        name="icon"
        label="Icon"
        defaultValue={typed.icon ?? category?.icon ?? ""}
        error={errors.icon}
        hint="A Lucide icon, by name (lucide.dev/icons)"
      >
        <option value="">Chosen from the name</option>
        {categoryIconNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={id("group")}
        name="group"
        label="Group"
        defaultValue={typed.group ?? category?.group ?? "saas"}
        error={errors.group}
      >
        {categoryGroups.map((group) => (
          <option key={group} value={group}>
            {categoryGroupLabels[group]}
          </option>
        ))}
      </SelectField>
      <Field
        id={id("sortOrder")}
        name="sortOrder"
        label="Order"
        type="number"
        defaultValue={typed.sortOrder ?? category?.sortOrder ?? 0}
        error={errors.sortOrder}
      />
    </div>
  );
}

export default function AdminCategoriesPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useEffect(() => {
    if (!actionData) return;
    if (actionData.status === "success") toast.success(actionData.message);
    else toast.error("Error", { description: actionData.message });
  }, [actionData]);
  const errorsFor = (formId: string) => fieldErrorsFor(actionData, formId);
  const messageFor = (formId: string) => (
    <FormMessage
      result={resultFor(actionData, formId)}
      tones={{ success: "text-sm text-emerald-800", error: "text-sm text-destructive" }}
    />
  );
  return (
    <section className="grid gap-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Categories</h1>
        <p className="mt-2 text-slate-700">{`${countOf(categories.length, "category", "categories")}. A category with companies can be deleted once its companies are moved to another one.`}</p>
      </div>
      <section aria-labelledby="new-category-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="new-category-heading" className="text-xl font-bold">
          New category
        </h2>
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="create" />
          <CategoryFields formId="create" errors={errorsFor("create")} typed={valuesFor(actionData, "create")} />
          {messageFor("create")}
          <div>
            <Button type="submit" disabled={busy}>
              Create category
            </Button>
          </div>
        </Form>
      </section>
      <ul className="grid gap-3" aria-label="Categories">
        {categories.map((category) => {
          const formId = String(category.id);
          const others = categories.filter((other) => other.id !== category.id);
          return (
            <li key={category.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <CategoryIcon name={category.shownIcon} className="size-6 text-brand-700" />
                <span className="font-semibold">{category.name}</span>
                <span className="text-sm text-slate-600">{`/${category.slug} · ${categoryGroupLabels[category.group]} · order ${category.sortOrder} · ${countOf(category.companyCount, "company", "companies")}`}</span>
              </div>
              {messageFor(formId)}
              <details
                className="mt-2"
                open={errorsFor(formId) && Object.keys(errorsFor(formId)).length > 0 ? true : undefined}
              >
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">{`Edit ${category.name}`}</summary>
                <Form method="post" className="mt-3 grid gap-3">
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="categoryId" value={category.id} />
                  <CategoryFields
                    formId={formId}
                    category={category}
                    errors={errorsFor(formId)}
                    typed={valuesFor(actionData, formId)}
                  />
                  <div>
                    <Button type="submit" size="sm" disabled={busy}>
                      Save
                    </Button>
                  </div>
                </Form>
              </details>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-red-800">{`Delete ${category.name}`}</summary>
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="categoryId" value={category.id} />
                  {category.companyCount > 0 ? (
                    <SelectField
                      id={`${formId}-move`}
                      name="moveToId"
                      label={`Move its ${countOf(category.companyCount, "company", "companies")} to`}
                      size="sm"
                      required
                      className="w-auto"
                    >
                      <option value="">Choose a category</option>
                      {others.map((other) => (
                        <option key={other.id} value={other.id}>
                          {other.name}
                        </option>
                      ))}
                    </SelectField>
                  ) : (
                    <p className="text-sm">This category has no companies.</p>
                  )}
                  <Button type="submit" size="sm" variant="destructive" disabled={busy}>
                    {category.companyCount > 0 ? "Move companies and delete" : "Delete category"}
                  </Button>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
