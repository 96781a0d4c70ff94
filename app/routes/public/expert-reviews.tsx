import { useEffect } from "react";
import { Form, redirect, useActionData } from "react-router";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { fieldErrorsFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { NewExpertReviewSchema } from "#contracts/validation/expert-review.ts";
import { createExpertReview } from "#server/content/create-expert-review.ts";
import { listExpertReviews } from "#server/content/read-expert-reviews.ts";
import { replyFormFailure } from "#server/web/form-reply.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/expert-reviews";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

const title = "Expert Reviews";
const purpose = "In-depth reviews of e-commerce tools and stacks by the OperatorStack editorial team.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export async function loader({ context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const [reviews, user] = await Promise.all([listExpertReviews(services.db), getUser()]);
  return { reviews, isAdmin: user?.isAdmin ?? false };
}

/** Admins create an expert review here (the server checks the role, whatever the page shows). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const submitted = Object.fromEntries(await request.formData());
  try {
    const input = NewExpertReviewSchema.parse(submitted);
    await createExpertReview(getRequestContext(context).services, admin, input);
    return redirect(`/expert-reviews/${input.slug}`);
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "create", submitted });
    if (reply) return reply;
    throw error;
  }
}

export default function ExpertReviewsPage({ loaderData }: Route.ComponentProps) {
  const { reviews, isAdmin } = loaderData;
  const actionData = useActionData<typeof action>();
  useEffect(() => {
    if (actionData?.status === "error") toast.error("Error", { description: actionData.message });
  }, [actionData]);
  const fields = fieldErrorsFor(actionData);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{purpose}</p>
      {reviews.length === 0 ? (
        <p className="mt-8 text-slate-700">No expert reviews yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.slug}>
              <Link
                to={`/expert-reviews/${review.slug}`}
                className="block h-full rounded-lg border border-slate-200 p-5 hover:border-brand-600 hover:shadow"
              >
                <span className="block text-lg font-semibold">{review.title}</span>
                {review.subtitle ? <span className="mt-1 block text-sm text-slate-700">{review.subtitle}</span> : null}
                <span className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                  {review.rating !== null ? (
                    <>
                      <StarRating rating={review.rating} />
                      <span>{`${review.rating.toFixed(1)} / 5`}</span>
                    </>
                  ) : (
                    <span className="text-slate-600">Not rated yet</span>
                  )}
                  {review.companyName ? <span className="text-slate-600">{`· ${review.companyName}`}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <section aria-labelledby="new-expert-review" className="mt-10 rounded-lg border border-slate-200 p-5">
          <h2 id="new-expert-review" className="text-xl font-bold">
            New expert review
          </h2>
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3">
            {(
              [
                ["title", "Title"],
                ["subtitle", "Subtitle"],
                ["slug", "Slug"],
              ] as const
            ).map(([name, label]) => (
              <Field key={name} id={`new-expert-${name}`} name={name} label={label} error={fields[name]} />
            ))}
            <div>
              <Button type="submit">Create</Button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
