import { maxLogoBytes, missingLogoMessage, tooLargeLogoMessage } from "#contracts/company-logos.ts";
import type { SessionUser } from "../auth/session.ts";
import { removeCompanyLogo } from "../catalog/remove-company-logo.ts";
import { uploadCompanyLogo } from "../catalog/upload-company-logo.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { replyFormFailure, replyFormSuccess } from "./form-reply.ts";
import { parseId } from "./parse-id.ts";

export const logoIntents = ["logo", "remove-logo"] as const;

export function isLogoIntent(intent: unknown): intent is (typeof logoIntents)[number] {
  return logoIntents.some((known) => known === intent);
}

/**
 * Answers the logo form (app/components/catalog/logo-form.tsx) of the vendor dashboard and the admin's company
 * edit page with one result shape; who may change which company's logo is decided by the use case.
 */
export async function answerLogoForm(services: Services, user: SessionUser, form: FormData) {
  try {
    const companyId = parseId(String(form.get("companyId") ?? ""), "This company doesn't exist.");
    if (form.get("intent") === "remove-logo") {
      const { logoUrl } = await removeCompanyLogo(services, user, companyId);
      const message = logoUrl
        ? "Logo removed. The brand's icon from Simple Icons is shown again."
        : "Logo removed. The company's initial is shown until a logo is uploaded.";
      return replyFormSuccess({ intent: "logo", message });
    }
    const file = form.get("logo");
    if (!(file instanceof File) || file.size === 0)
      throw new AppError("validation_failed", missingLogoMessage, { fields: { logo: missingLogoMessage } });
    if (file.size > maxLogoBytes)
      throw new AppError("payload_too_large", tooLargeLogoMessage, { fields: { logo: tooLargeLogoMessage } });
    await uploadCompanyLogo(services, user, companyId, new Uint8Array(await file.arrayBuffer()));
    return replyFormSuccess({
      intent: "logo",
      message: "Logo saved. It is shown on the company's page and wherever the company is listed.",
    });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "logo" });
    if (!reply) throw error;
    return reply;
  }
}
