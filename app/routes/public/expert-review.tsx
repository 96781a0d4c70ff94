import { useEffect, useState } from "react";
import { Form, isRouteErrorResponse, redirect, useActionData, useNavigation } from "react-router";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, TextareaField } from "#app/components/ui/field.tsx";
import { FormMessage, inlineTones } from "#app/components/ui/form-message.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { resultFor } from "#app/lib/form-result.ts";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { companyPath } from "#contracts/company-paths.ts";
import {
  type ExpertReviewField,
  ExpertReviewFieldSchema,
  videoEmbedOf,
  videoUrlMessage,
} from "#contracts/validation/expert-review.ts";
import { deleteExpertReview } from "#server/content/delete-expert-review.ts";
import { getExpertReview } from "#server/content/read-expert-reviews.ts";
import { updateExpertReviewField } from "#server/content/update-expert-review.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/expert-review";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(loaderData.review.title, loaderData.review.subtitle ?? "An expert review on OperatorStack.")
    : errorMeta(error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const user = await getUser();
  const isAdmin = user?.isAdmin ?? false;
  return loadOrThrowPage(async () => {
    const review = await getExpertReview(services.db, params.slug, { includeUnpublished: isAdmin });
    return { review, isAdmin };
  });
}

/** The inline editor's saves and deletion: admins only, checked here whatever the page shows. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "delete") {
    try {
      await deleteExpertReview(services, admin, params.slug);
      return redirect("/expert-reviews");
    } catch (error) {
      const reply = replyFormFailure(error, { intent: "delete" });
      if (reply) return reply;
      throw error;
    }
  }
  const field = String(form.field ?? "");
  try {
    const change = ExpertReviewFieldSchema.parse({ field, value: form.value ?? "" });
    await updateExpertReviewField(services, admin, params.slug, change);
    return replyFormSuccess({ intent: field, message: "Saved" });
  } catch (error) {
    const reply = replyFormFailure(error, {
      intent: field,
      submitted: form,
      message: ({ message, fieldErrors }) => fieldErrors.value ?? message,
    });
    if (reply) return reply;
    throw error;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage title="Review Not Found" message="The expert review you're looking for doesn't exist.">
        <Button asChild>
          <Link to="/expert-reviews">Back to Expert Reviews</Link>
        </Button>
      </StatusPage>
    );
  }
  return <StatusPage title="Error" message="Failed to load the expert review." />;
}

/** One editable part: shows its value; an admin can switch it to a form (Edit X / Cancel), and Save returns to the view. */
function EditableSection({
  field,
  label,
  isAdmin,
  view,
  editor,
}: {
  field: ExpertReviewField;
  label: string;
  isAdmin: boolean;
  view: React.ReactNode;
  editor: React.ReactNode;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const answer = resultFor(actionData, field);
  const failedHere = answer?.status === "error";
  const [editing, setEditing] = useState(Boolean(failedHere));
  useEffect(() => {
    if (!answer) return;
    if (answer.status === "success") {
      setEditing(false);
      toast.success(`${label} saved`);
    } else {
      setEditing(true);
    }
  }, [answer, label]);
  const saving = navigation.state === "submitting" && navigation.formData?.get("field") === field;
  return (
    <section aria-label={label} className="mt-8">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{label}</h2>
        {isAdmin ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing((value) => !value)}>
            {editing ? "Cancel" : `Edit ${label}`}
          </Button>
        ) : null}
      </div>
      {isAdmin && editing ? (
        <Form method="post" className="mt-3 grid gap-2">
          <input type="hidden" name="field" value={field} />
          {editor}
          {failedHere ? <FormMessage result={answer} tones={inlineTones} /> : null}
          <div>
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? "Saving…" : "Save"}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-3">{view}</div>
      )}
    </section>
  );
}

export default function ExpertReviewPage({ loaderData }: Route.ComponentProps) {
  const { review, isAdmin } = loaderData;
  const embed = review.videoUrl ? videoEmbedOf(review.videoUrl) : null;
  const paragraphs = (review.content ?? "")
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/expert-reviews" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Expert Reviews
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{review.title}</h1>
      {review.subtitle ? <p className="mt-2 text-lg text-slate-700">{review.subtitle}</p> : null}
      <p className="mt-2 text-sm text-slate-600">
        {`By ${review.author ?? "the OperatorStack editorial team"}`}
        {review.companySlug ? (
          <>
            {" · about "}
            <Link to={companyPath(review.companySlug)} className="text-brand-700 underline">
              {review.companyName}
            </Link>
          </>
        ) : null}
      </p>

      <EditableSection
        field="rating"
        label="Rating"
        isAdmin={isAdmin}
        view={
          review.rating !== null ? (
            <p className="flex items-center gap-2">
              <StarRating rating={review.rating} />
              <span className="text-lg font-semibold">{`${review.rating.toFixed(1)} / 5`}</span>
            </p>
          ) : (
            <p className="text-slate-700">Not rated yet.</p>
          )
        }
        editor={
          <Field
            id="expert-rating"
            name="value"
            type="number"
            label="Rating (1 to 5, one decimal)"
            size="sm"
            min={1}
            max={5}
            step={0.1}
            defaultValue={review.rating ?? ""}
            className="w-32"
          />
        }
      />

      <EditableSection
        field="videoUrl"
        label="Video"
        isAdmin={isAdmin}
        view={
          embed ? (
            embed.kind === "iframe" ? (
              <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-100">
                <iframe
                  src={embed.src}
                  title={`${review.title} (${embed.provider} video)`}
                  className="h-full w-full"
                  loading="lazy"
                  allow="encrypted-media; picture-in-picture; fullscreen"
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: editorial videos come without caption files; the text below covers the content.
              <video src={embed.src} controls preload="metadata" className="w-full rounded-lg" />
            )
          ) : (
            <p className="text-slate-700">No video uploaded yet</p>
          )
        }
        editor={
          <Field
            id="expert-video"
            name="value"
            type="url"
            label="Video address"
            size="sm"
            defaultValue={review.videoUrl ?? ""}
            hint={`${videoUrlMessage}. Leave empty to remove the video.`}
          />
        }
      />

      <EditableSection
        field="content"
        label="Review"
        isAdmin={isAdmin}
        view={
          paragraphs.length > 0 ? (
            <div className="grid gap-4 text-slate-800">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p className="text-slate-700">No content available yet.</p>
          )
        }
        editor={
          <TextareaField
            id="expert-content"
            name="value"
            label="Review text (a line break starts a new paragraph)"
            rows={12}
            defaultValue={review.content ?? ""}
          />
        }
      />

      {isAdmin ? (
        <Form
          method="post"
          className="mt-10"
          onSubmit={(event) => {
            if (!window.confirm("Are you sure you want to delete this expert review?")) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="destructive" size="sm">
            Delete expert review
          </Button>
        </Form>
      ) : null}
    </article>
  );
}
