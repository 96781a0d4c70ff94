import { useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { callApi } from "#app/lib/api-client.ts";

export type AiPreferences = {
  showAiGeneratedReviews: boolean;
  showAiGeneratedCompanies: boolean;
  showAiSummaries: boolean;
};

const labels: Record<keyof AiPreferences, string> = {
  showAiGeneratedReviews: "Show AI-generated reviews",
  showAiGeneratedCompanies: "Show AI-generated companies",
  showAiSummaries: "Show AI summaries",
};

/**
 * Three switches saved on the server, which applies them (hidden AI reviews are
 * filtered in SQL). Without JavaScript the form posts all three to the page's action.
 */
export function AiPreferencesCard({ initial }: { initial: AiPreferences }) {
  const [preferences, setPreferences] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);
  const revalidator = useRevalidator();
  const location = useLocation();

  async function toggle(key: keyof AiPreferences) {
    const next = { ...preferences, [key]: !preferences[key] };
    setIsSaving(true);
    try {
      const result = await callApi<{ preferences: AiPreferences }>("/api/v1/preferences", {
        method: "PATCH",
        body: { [key]: next[key] },
      });
      setPreferences(result.preferences);
      toast.success("Preferences updated", { description: "Your AI content preferences have been saved" });
      await revalidator.revalidate();
    } catch {
      toast.error("Error", { description: "Failed to update preferences" });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section aria-labelledby="ai-preferences-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="ai-preferences-heading" className="font-semibold">
        AI content preferences
      </h2>
      <form method="post" action={`${location.pathname}${location.search}`} className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="preferences" />
        {(Object.keys(labels) as (keyof AiPreferences)[]).map((key) => (
          <label key={key} className="flex items-center justify-between gap-4 text-sm">
            <span>{labels[key]}</span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={preferences[key]}
              name={key}
              value="true"
              checked={preferences[key]}
              disabled={isSaving}
              onChange={() => void toggle(key)}
              className="size-5 accent-brand-600"
            />
          </label>
        ))}
        <noscript>
          <Button type="submit" size="sm" variant="secondary" className="mt-2">
            Save preferences
          </Button>
        </noscript>
      </form>
    </section>
  );
}
