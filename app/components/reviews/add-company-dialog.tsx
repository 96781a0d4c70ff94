import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { DisabledReason } from "#app/components/ui/disabled-reason.tsx";
import { CheckboxField, Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { RequiredLegend, RequiredText } from "#app/components/ui/required-mark.tsx";
import { callApi } from "#app/lib/api-client.ts";

type Match = { id: number; name: string; domain: string | null };
type Duplicates = { normalisedDomain: string | null; domainMatch: Match | null; nameMatches: Match[] };

/**
 * Add a missing company: step one checks for duplicates as you type (an exact
 * domain match blocks; similar names are offered), step two takes the details.
 * The server re-checks the domain inside the insert.
 */
export function AddCompanyDialog({
  categories,
  isSignedIn,
}: {
  categories: { slug: string; name: string }[];
  isSignedIn: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<"check" | "details">("check");
  const [name, setName] = useState("");
  const [domain, setDomain] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [duplicates, setDuplicates] = useState<Duplicates | null>(null);
  const [ignoreNameMatches, setIgnoreNameMatches] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (name.trim().length <= 2 && domain.trim().length <= 3) {
      setDuplicates(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callApi<Duplicates>(
        `/api/v1/company-duplicates?name=${encodeURIComponent(name.trim())}&domain=${encodeURIComponent(domain.trim())}`,
        { signal: controller.signal },
      )
        .then(setDuplicates)
        // A failed check is only logged: the server checks again when the company is added.
        .catch((caught: unknown) => {
          if (!(caught instanceof DOMException && caught.name === "AbortError"))
            console.warn("duplicate check failed", caught);
        });
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [name, domain]);

  function reset() {
    setStep("check");
    setName("");
    setDomain("");
    setChosen([]);
    setDuplicates(null);
    setIgnoreNameMatches(false);
    setError(null);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      const result = await callApi<{ company: { id: number } }>("/api/v1/companies", {
        body: { name, domain, categories: chosen },
      });
      setOpen(false);
      reset();
      void navigate(`/write-review?companyId=${result.company.id}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Failed to add the company. Please try again.");
    } finally {
      setIsSaving(false);
    }
  }

  const domainMatch = duplicates?.domainMatch ?? null;
  const nameMatches = ignoreNameMatches ? [] : (duplicates?.nameMatches ?? []);
  // What stops each step, said next to its disabled button (issue #35).
  const continueBlockers = [
    name.trim().length > 1 ? null : "Enter the company's name.",
    domain.trim().length > 3 ? null : "Enter its website domain, like example.com.",
    domainMatch ? `Its domain belongs to ${domainMatch.name}, listed already: review it instead.` : null,
  ].filter((reason) => reason !== null);
  const canContinue = continueBlockers.length === 0;
  const addBlocker = chosen.length === 0 ? "Choose at least one category." : null;

  return (
    <>
      <p className="mt-6 text-sm text-slate-700">
        Can't find it?{" "}
        <button
          type="button"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          onClick={() => {
            if (!isSignedIn) openAuthDialog("sign-in");
            else setOpen(true);
          }}
        >
          Add Company
        </button>
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
      >
        <DialogContent className="max-w-lg">
          <DialogTitle>Add Company</DialogTitle>
          <DialogDescription>
            {step === "check"
              ? "First, let's check it isn't listed already."
              : "Tell us where it belongs. You can review it at once; it joins categories and search once our team has checked it."}
          </DialogDescription>
          {step === "check" ? (
            <div className="mt-4 grid gap-4">
              <RequiredLegend />
              <Field
                id={`${id}-name`}
                label="Company name"
                isRequiredMarked
                required
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoComplete="off"
              />
              <Field
                id={`${id}-domain`}
                label="Website domain"
                isRequiredMarked
                required
                value={domain}
                onChange={(event) => setDomain(event.target.value)}
                placeholder="example.com"
                autoComplete="off"
              />
              <div aria-live="polite" className="grid gap-2 text-sm">
                {domainMatch ? (
                  <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-destructive">
                    <p className="font-semibold">Domain already in use</p>
                    <p>This domain is already associated with an existing company: {domainMatch.name}.</p>
                    <Link
                      to={`/write-review?companyId=${domainMatch.id}`}
                      onClick={() => setOpen(false)}
                      className="mt-2 inline-block font-semibold underline"
                    >
                      Write Review
                    </Link>
                  </div>
                ) : null}
                {!domainMatch && nameMatches.length > 0 ? (
                  <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
                    <p className="font-semibold">Is it one of these?</p>
                    <ul className="mt-2 grid gap-2">
                      {nameMatches.map((match) => (
                        <li key={match.id} className="flex items-center justify-between gap-2">
                          <span>
                            {match.name}{" "}
                            {match.domain ? <span className="text-slate-600">({match.domain})</span> : null}
                          </span>
                          <Button asChild size="sm" variant="secondary">
                            <Link to={`/write-review?companyId=${match.id}`} onClick={() => setOpen(false)}>
                              This is it
                            </Link>
                          </Button>
                        </li>
                      ))}
                    </ul>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="mt-2"
                      onClick={() => setIgnoreNameMatches(true)}
                    >
                      Clear & Continue
                    </Button>
                  </div>
                ) : null}
                {duplicates && !domainMatch && nameMatches.length === 0 ? (
                  <p className="rounded-md bg-emerald-50 p-3 text-emerald-900">
                    No existing company found. You can add this as a new company.
                  </p>
                ) : null}
              </div>
              <DisabledReason id={`${id}-continue-reason`}>
                {canContinue ? null : continueBlockers.join(" ")}
              </DisabledReason>
              <Button
                type="button"
                disabled={!canContinue}
                aria-describedby={canContinue ? undefined : `${id}-continue-reason`}
                onClick={() => setStep("details")}
              >
                Continue with New Company
              </Button>
            </div>
          ) : (
            <form onSubmit={(event) => void create(event)} className="mt-4 grid gap-4">
              <p className="text-sm">
                <span className="font-semibold">{name.trim()}</span> · {duplicates?.normalisedDomain ?? domain.trim()}
              </p>
              <fieldset className="grid max-h-64 gap-1 overflow-y-auto">
                <legend className="text-sm font-semibold">
                  Categories
                  <RequiredText /> (the first you choose is the main one)
                </legend>
                {categories.map((category) => (
                  <CheckboxField
                    key={category.slug}
                    id={`${id}-category-${category.slug}`}
                    label={category.name}
                    checked={chosen.includes(category.slug)}
                    onChange={() =>
                      setChosen((current) =>
                        current.includes(category.slug)
                          ? current.filter((slug) => slug !== category.slug)
                          : [...current, category.slug],
                      )
                    }
                  />
                ))}
              </fieldset>
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <DisabledReason id={`${id}-add-reason`}>{addBlocker}</DisabledReason>
              <div className="flex gap-2">
                <Button type="button" variant="secondary" onClick={() => setStep("check")}>
                  Back
                </Button>
                <Button
                  type="submit"
                  disabled={isSaving || addBlocker !== null}
                  aria-describedby={addBlocker ? `${id}-add-reason` : undefined}
                >
                  {isSaving ? "Adding..." : "Add Company"}
                </Button>
              </div>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
