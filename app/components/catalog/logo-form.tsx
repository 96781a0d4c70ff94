import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import {
  acceptedLogoTypes,
  type CompanyLogoState,
  maxLogoBytes,
  minLogoSide,
  tooLargeLogoMessage,
} from "#contracts/company-logos.ts";
import type { FormResult } from "#contracts/form-result.ts";
import { CompanyLogo } from "./company-logo.tsx";

const sourceLabels: Record<CompanyLogoState["source"], string> = {
  upload: "The uploaded logo.",
  address: "A logo address saved before uploads existed.",
  brand: "The brand's icon from Simple Icons, shown until a logo is uploaded.",
  none: "No logo yet: the page shows the company's initial.",
};

/**
 * Uploading or removing a company's logo (decision 088), on the vendor dashboard and the admin's company edit
 * page; both post here as plain multipart forms (no JavaScript needed). The server checks the file; in the
 * browser a file over the size limit is refused before it is sent.
 */
export function LogoForm({
  companyId,
  companyName,
  logo,
  result,
}: {
  companyId: number;
  companyName: string;
  logo: CompanyLogoState;
  result: FormResult<unknown> | undefined;
}) {
  // From the company, not useId: the server (React) and the browser (Preact) would make different ids, and the
  // ids a changed attribute names after hydration must be those the server wrote.
  const id = `logo-${companyId}`;
  const navigation = useNavigation();
  const [tooLarge, setTooLarge] = useState(false);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent")?.toString().endsWith("logo");
  const message = tooLarge
    ? { ok: false, message: tooLargeLogoMessage }
    : result
      ? { ok: result.status === "success", message: result.message }
      : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="font-bold">
        Logo
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <CompanyLogo name={companyName} logoUrl={logo.url} size={64} />
        <p className="text-sm text-slate-700">{sourceLabels[logo.source]}</p>
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="logo" />
        <input type="hidden" name="companyId" value={companyId} />
        <Field
          id={`${id}-file`}
          name="logo"
          type="file"
          label={`Upload ${companyName}'s logo`}
          required
          accept={acceptedLogoTypes}
          onChange={(event) => setTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > maxLogoBytes)}
          hint={`PNG, JPEG or WebP, up to ${maxLogoBytes / 1024 / 1024} MB, at least ${minLogoSide}×${minLogoSide} pixels. It is shown in a square: a square logo looks best.`}
          error={message && !message.ok ? message.message : undefined}
          isErrorAnnounced
        />
        {message?.ok ? (
          <p role="status" className="text-sm text-emerald-900">
            {message.message}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="justify-self-start" disabled={busy || tooLarge}>
          Upload logo
        </Button>
      </Form>
      {logo.source === "upload" || logo.source === "address" ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="remove-logo" />
          <input type="hidden" name="companyId" value={companyId} />
          <Button type="submit" size="sm" variant="secondary" disabled={busy}>
            Remove logo
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
