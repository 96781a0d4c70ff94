import { useEffect } from "react";
import { data, redirect, useActionData, useNavigation } from "react-router";
import { AwardPeriodFields } from "#app/components/admin/award-period-form.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { AwardPeriodFormSchema } from "#contracts/validation/award-period.ts";
import { createAwardPeriod } from "#server/awards/save-award-period.ts";
import { formFailure } from "#server/web/form-errors.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/award-period-new";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: New Award Period", "Create a monthly or annual award period.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  try {
    const form = AwardPeriodFormSchema.parse(Object.fromEntries(await request.formData()));
    await createAwardPeriod(getRequestContext(context).services, admin, form);
    return redirect("/admin/award-periods");
  } catch (error) {
    const failure = formFailure(error);
    if (failure)
      return data(
        { error: failure.error, fields: failure.fields as Record<string, string> },
        { status: failure.status, headers: failure.headers },
      );
    throw error;
  }
}

export default function NewAwardPeriodPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useEffect(() => {
    if (actionData?.error) toast.error("Error", { description: actionData.error });
  }, [actionData]);
  return (
    <section>
      <Link to="/admin/award-periods" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Award periods
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">New Award Period</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <AwardPeriodFields
        values={{ title: "", periodType: "monthly", month: loaderData.month, year: loaderData.year }}
        errors={actionData?.fields ?? {}}
        submitLabel="Create period"
        busy={navigation.state === "submitting"}
      />
    </section>
  );
}
