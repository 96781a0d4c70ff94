import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { fieldErrorsFor, valuesFor } from "#app/lib/form-result.ts";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { ClaimFormSchema } from "#contracts/validation/vendors.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { demoMailboxFor, isDemoMailboxOn } from "#server/mail/demo-mailbox.ts";
import { claimCompany } from "#server/vendors/claim-company.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { getRequestContext, requireUser } from "#server/web/require.ts";
import type { Route } from "./+types/claim-company";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `Claim ${loaderData.company.name}`,
        `Represent ${loaderData.company.name} on OperatorStack: answer reviews publicly.`,
      )
    : errorMeta(error);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  return loadOrThrowPage(async () => {
    const { id } = await resolveCompanyAddress(context, request, params.company);
    await requireUser(context, request);
    const company = await getCompany(services.db, id);
    return {
      company: { id: company.id, name: company.name, slug: company.slug, domain: company.domain },
      demoMailbox: await isDemoMailboxOn(services),
    };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const { services } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  try {
    const { id: companyId } = await resolveCompanyAddress(context, request, params.company);
    const { email } = ClaimFormSchema.parse(form);
    const mailbox = demoMailboxFor(services, request.headers);
    const claim = await claimCompany(services, user, companyId, email, mailbox.token);
    return replyFormSuccess(
      { intent: "claim", message: `We sent a link to ${claim.email}.`, payload: { email: claim.email } },
      mailbox.setCookie ? { headers: { "Set-Cookie": mailbox.setCookie } } : {},
    );
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "claim", submitted: form });
    if (!reply) throw error;
    return reply;
  }
}

export default function ClaimCompanyPage({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <Link to={companyPath(company.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {company.name}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{`Claim ${company.name}`}</h1>
      {actionData?.status === "success" ? (
        <div role="status" className="mt-4 grid gap-3 text-slate-800">
          <p>{`We sent a link to ${actionData.payload.email}. Follow it to confirm that you read that address; it works once, within 3 days.`}</p>
          {loaderData.demoMailbox ? (
            <p>
              In this demo the email is in your{" "}
              <Link to="/demo-mailbox" className="font-semibold text-brand-700 hover:underline">
                demo mailbox
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            {`Representatives answer reviews of ${company.name} publicly, under each review. They cannot remove, edit or hide reviews (`}
            <Link to="/trust#companies" className="font-semibold text-brand-700 hover:underline">
              what companies can and cannot do
            </Link>
            {`). To claim the page, show that you read an address at ${company.domain ?? "the company's website"}.`}
          </p>
          <Form method="post" className="mt-6 grid gap-4">
            <Field
              id="claim-email"
              name="email"
              type="email"
              label={`Your work email at ${company.domain ?? "the company's domain"}`}
              autoComplete="email"
              required
              defaultValue={valuesFor(actionData).email ?? ""}
              error={fieldErrorsFor(actionData).email}
            />
            {actionData?.status === "error" && !actionData.fieldErrors.email ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
                {actionData.message}
              </p>
            ) : null}
            <Button type="submit" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Sending..." : "Send the confirmation link"}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
