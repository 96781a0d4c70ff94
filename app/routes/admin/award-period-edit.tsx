import { useEffect } from "react";
import { redirect, useActionData, useNavigation } from "react-router";
import { AwardPeriodFields } from "#app/components/admin/award-period-form.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { fieldErrorsFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { AwardPeriodFormSchema } from "#contracts/validation/award-period.ts";
import { getAwardPeriod } from "#server/awards/read-award-periods.ts";
import { updateAwardPeriod } from "#server/awards/save-award-period.ts";
import { replyFormFailure } from "#server/web/form-reply.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/award-period-edit";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () => pageMeta("Admin: Edit Award Period", "Edit an award period.");

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return loadOrThrowPage(async () => ({
    period: await getAwardPeriod(
      getRequestContext(context).services.db,
      parseId(params.id, "This award period doesn't exist."),
    ),
  }));
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const submitted = Object.fromEntries(await request.formData());
  try {
    const id = parseId(params.id, "This award period doesn't exist.");
    const form = AwardPeriodFormSchema.parse(submitted);
    await updateAwardPeriod(getRequestContext(context).services, admin, id, form);
    return redirect("/admin/award-periods");
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "save", submitted });
    if (reply) return reply;
    throw error;
  }
}

export default function EditAwardPeriodPage({ loaderData }: Route.ComponentProps) {
  const { period } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useEffect(() => {
    if (actionData?.status === "error") toast.error("Error", { description: actionData.message });
  }, [actionData]);
  return (
    <section>
      <Link to="/admin/award-periods" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Award periods
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{`Edit ${period.title}`}</h1>
      {actionData?.status === "error" ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {actionData.message}
        </p>
      ) : null}
      <AwardPeriodFields
        values={{ title: period.title, periodType: period.periodType, month: period.month, year: period.year }}
        errors={fieldErrorsFor(actionData)}
        submitLabel="Save period"
        busy={navigation.state === "submitting"}
      />
    </section>
  );
}
