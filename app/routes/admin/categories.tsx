import { useEffect } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { categoryGroupLabels, categoryGroups } from "#contracts/catalog-options.ts";
import { categoryIconNames, isCategoryIconName } from "#contracts/category-icons.ts";
import { countOf } from "#contracts/plural.ts";
import { CategoryFormSchema } from "#contracts/validation/category.ts";
import { createCategory, deleteCategory, updateCategory } from "#server/admin/manage-categories.ts";
import { categoryIcon } from "#server/catalog/category-display.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { formFailure } from "#server/web/form-errors.ts";
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

type Result =
  | { ok: true; message: string; formId: string }
  | { ok: false; error: string; fields: Record<string, string>; formId: string };

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
      return { ok: true, message: `Category "${values.name}" created`, formId } satisfies Result;
    }
    const id = parseId(String(form.categoryId ?? ""), "This category doesn't exist.");
    if (intent === "update") {
      const values = CategoryFormSchema.parse(form);
      await updateCategory(services, admin, id, values);
      return { ok: true, message: `Category "${values.name}" saved`, formId } satisfies Result;
    }
    if (intent === "delete") {
      const moveTo = String(form.moveToId ?? "");
      const { name, moved } = await deleteCategory(services, admin, id, moveTo ? Number(moveTo) : null);
      return {
        ok: true,
        message:
          moved > 0
            ? `Category "${name}" deleted; ${countOf(moved, "company", "companies")} moved`
            : `Category "${name}" deleted`,
        formId,
      } satisfies Result;
    }
    return data({ ok: false, error: "Unknown action.", fields: {}, formId } satisfies Result, { status: 400 });
  } catch (error) {
    const failure = formFailure(error);
    if (failure) {
      return data(
        { ok: false, error: failure.error, fields: failure.fields as Record<string, string>, formId } satisfies Result,
        {
          status: failure.status,
          headers: failure.headers,
        },
      );
    }
    throw error;
  }
}

type CategoryRow = Route.ComponentProps["loaderData"]["categories"][number];

function Field({
  formId,
  name,
  label,
  defaultValue,
  errors,
  type = "text",
  hint,
}: {
  formId: string;
  name: string;
  label: string;
  defaultValue?: string | number;
  errors: Record<string, string>;
  type?: string;
  hint?: string;
}) {
  const id = `${formId}-${name}`;
  const error = errors[name];
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className="h-9 rounded-md border border-slate-400 px-2"
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The category's Lucide icon by name (https://lucide.dev/icons); empty: one chosen from the category's name. */
function IconField({
  formId,
  defaultValue,
  errors,
}: {
  formId: string;
  defaultValue: string;
  errors: Record<string, string>;
}) {
  const id = `${formId}-icon`;
  const error = errors.icon;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Icon
      </label>
      <select
        id={id}
        name="icon"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="h-9 rounded-md border border-slate-400 bg-white px-2"
      >
        <option value="">Chosen from the name</option>
        {categoryIconNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          A Lucide icon, by name (lucide.dev/icons)
        </p>
      )}
    </div>
  );
}

function CategoryFields({
  formId,
  category,
  errors,
}: {
  formId: string;
  category?: CategoryRow;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field formId={formId} name="name" label="Name" defaultValue={category?.name} errors={errors} />
      <Field
        formId={formId}
        name="slug"
        label="Slug"
        defaultValue={category?.slug}
        errors={errors}
        hint="Leave empty to make one from the name"
      />
      <Field
        formId={formId}
        name="description"
        label="Description"
        defaultValue={category?.description}
        errors={errors}
      />
      <IconField formId={formId} defaultValue={category?.icon ?? ""} errors={errors} />
      <div className="grid gap-1">
        <label htmlFor={`${formId}-group`} className="text-sm font-medium">
          Group
        </label>
        <select
          id={`${formId}-group`}
          name="group"
          defaultValue={category?.group ?? "saas"}
          className="h-9 rounded-md border border-slate-400 bg-white px-2"
        >
          {categoryGroups.map((group) => (
            <option key={group} value={group}>
              {categoryGroupLabels[group]}
            </option>
          ))}
        </select>
      </div>
      <Field
        formId={formId}
        name="sortOrder"
        label="Order"
        type="number"
        defaultValue={category?.sortOrder ?? 0}
        errors={errors}
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
    if (actionData.ok) toast.success(actionData.message);
    else toast.error("Error", { description: actionData.error });
  }, [actionData]);
  const errorsFor = (formId: string) =>
    actionData && !actionData.ok && actionData.formId === formId ? actionData.fields : {};
  const messageFor = (formId: string) =>
    actionData && actionData.formId === formId ? (
      actionData.ok ? (
        <p role="status" className="text-sm text-emerald-800">
          {actionData.message}
        </p>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {actionData.error}
        </p>
      )
    ) : null;
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
          <CategoryFields formId="create" errors={errorsFor("create")} />
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
                  <CategoryFields formId={formId} category={category} errors={errorsFor(formId)} />
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
                    <div className="grid gap-1">
                      <label htmlFor={`${formId}-move`} className="text-sm font-medium">
                        {`Move its ${countOf(category.companyCount, "company", "companies")} to`}
                      </label>
                      <select
                        id={`${formId}-move`}
                        name="moveToId"
                        required
                        className="h-9 rounded-md border border-slate-400 bg-white px-2"
                      >
                        <option value="">Choose a category</option>
                        {others.map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.name}
                          </option>
                        ))}
                      </select>
                    </div>
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
