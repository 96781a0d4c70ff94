import { useEffect } from "react";
import { redirect, useActionData, useNavigation } from "react-router";
import { AwardPeriodFields } from "#app/components/admin/award-period-form.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { fieldErrorsFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { AwardPeriodFormSchema } from "#contracts/validation/award-period.ts";
import { createAwardPeriod } from "#server/awards/save-award-period.ts";
import { replyFormFailure } from "#server/web/form-reply.ts";
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
  const submitted = Object.fromEntries(await request.formData());
  try {
    const form = AwardPeriodFormSchema.parse(submitted);
    await createAwardPeriod(getRequestContext(context).services, admin, form);
    return redirect("/admin/award-periods");
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "save", submitted });
    if (reply) return reply;
    throw error;
  }
}

export default function NewAwardPeriodPage({ loaderData }: Route.ComponentProps) {
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
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">New Award Period</h1>
      {actionData?.status === "error" ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {actionData.message}
        </p>
      ) : null}
      <AwardPeriodFields
        values={{ title: "", periodType: "monthly", month: loaderData.month, year: loaderData.year }}
        errors={fieldErrorsFor(actionData)}
        submitLabel="Create period"
        busy={navigation.state === "submitting"}
      />
    </section>
  );
}
