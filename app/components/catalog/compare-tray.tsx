// "Add to compare" on category pages and search results (docs/decisions/062-alternatives-and-compare.md).
// Without JavaScript it is a GET form: each card's checkbox belongs to the tray's form (the `form` attribute),
// "Keep selection" reloads the page with `?compare=1&compare=2` (pages pass the URL's other parameters through),
// and "Compare selected" goes to /compare, which redirects to the set's canonical page. With JavaScript the
// selection also lives in sessionStorage, so it follows the visitor across pages, and the tray sticks to the
// bottom of the window.
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { DisabledReason } from "#app/components/ui/disabled-reason.tsx";
import { CheckboxField } from "#app/components/ui/field.tsx";
import { maximumCompared, minimumCompared } from "#contracts/compare.ts";
import { countOf } from "#contracts/plural.ts";

type Selected = { id: number; name: string };

const formId = "compare-tray";
const storageKey = "operatorstack:compare";

// One selection per tab, shared by the tray and every card's checkbox.
let selection: Selected[] | null = null;
const listeners = new Set<(value: Selected[]) => void>();

function readStored(): Selected[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is Selected =>
          typeof item === "object" &&
          item !== null &&
          Number.isInteger(item.id) &&
          item.id > 0 &&
          typeof item.name === "string",
      )
      .slice(0, maximumCompared);
  } catch {
    return [];
  }
}

function publish(next: Selected[]) {
  selection = next;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage may be off (private windows): the selection then lasts while the page is open.
  }
  for (const listener of listeners) listener(next);
}

/** The ids the URL carries (`?compare=1&compare=2`): the selection of a page loaded without JavaScript. */
function useUrlSelection() {
  const [searchParams] = useSearchParams();
  return [...new Set(searchParams.getAll("compare").map(Number))].filter((id) => Number.isInteger(id) && id > 0);
}

/** The selection: the URL's on the server and at hydration, then the tab's (URL ids added) once JavaScript runs. */
function useSelection(pageCompanies: Selected[]) {
  const urlIds = useUrlSelection();
  const [value, setValue] = useState<{ selected: Selected[]; live: boolean }>({
    selected: urlIds.map((id) => pageCompanies.find((company) => company.id === id) ?? { id, name: "" }),
    live: false,
  });
  // The tab's selection is set up once, at the first mount; later changes arrive through the listener.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount on purpose
  useEffect(() => {
    const listener = (next: Selected[]) => setValue({ selected: next, live: true });
    listeners.add(listener);
    if (selection === null) {
      const stored = readStored();
      const fromUrl = urlIds
        .filter((id) => !stored.some((item) => item.id === id))
        .map((id) => pageCompanies.find((company) => company.id === id) ?? { id, name: "" });
      publish([...stored, ...fromUrl].slice(0, maximumCompared));
    } else listener(selection);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return value;
}

function toggle(company: Selected, on: boolean) {
  const current = selection ?? [];
  const others = current.filter((item) => item.id !== company.id);
  publish(on ? [...others, company].slice(0, maximumCompared) : others);
}

/** A card's "Compare" checkbox; it belongs to the tray's form wherever the card is. */
export function CompareToggle({ company }: { company: Selected }) {
  const { selected, live } = useSelection([company]);
  const isSelected = selected.some((item) => item.id === company.id);
  const isFull = live && selected.length >= maximumCompared && !isSelected;
  const id = `compare-${company.id}`;
  return (
    <CheckboxField
      id={id}
      form={formId}
      name="compare"
      value={company.id}
      checked={isSelected}
      disabled={isFull}
      onChange={(event) => toggle(company, event.currentTarget.checked)}
      fieldClassName="mt-2"
      label={
        <span className={isFull ? "text-slate-500" : undefined}>
          Compare<span className="sr-only">{` ${company.name}`}</span>
          {isFull ? <span className="sr-only">{` (at most ${maximumCompared})`}</span> : null}
        </span>
      }
    />
  );
}

/** The tray: what is selected, and the buttons that keep it or compare it. */
export function CompareTray({ companies }: { companies: Selected[] }) {
  const { selected, live } = useSelection(companies);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onPage = new Set(companies.map((company) => company.id));
  const kept = [...searchParams].filter(([name]) => name !== "compare");
  const named = selected.filter((item) => item.name !== "");
  const unnamed = selected.length - named.length;
  // Why "Compare selected" is disabled, said beside it (issue #35).
  const compareBlocker = !live
    ? null
    : selected.length < minimumCompared
      ? `Tick at least ${countOf(minimumCompared - selected.length, "more company", "more companies")} to compare.`
      : selected.length > maximumCompared
        ? `Compare at most ${maximumCompared}: remove ${countOf(selected.length - maximumCompared, "company", "companies")}.`
        : null;
  if (live && selected.length === 0) return <form id={formId} method="get" action="/compare" hidden />;
  return (
    <>
      {live ? <div aria-hidden="true" className="h-20" /> : null}
      <form
        id={formId}
        method="get"
        action="/compare"
        aria-labelledby="compare-tray-heading"
        className={
          live
            ? "fixed inset-x-0 bottom-0 z-20 border-t border-slate-300 bg-white/95 px-4 py-3 shadow-lg"
            : "mt-8 rounded-lg border border-slate-200 p-4"
        }
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 text-sm">
          <h2 id="compare-tray-heading" className="font-semibold">
            Compare
          </h2>
          {selected.length === 0 ? (
            <p className="text-slate-700">{`Tick “Compare” on ${minimumCompared} to ${maximumCompared} companies.`}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Selected companies">
              {named.map((item) => (
                <li key={item.id} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1">
                  {item.name}
                  {live ? (
                    <button
                      type="button"
                      onClick={() => toggle(item, false)}
                      className="ml-1 text-slate-600 hover:text-slate-900"
                      aria-label={`Remove ${item.name}`}
                    >
                      ×
                    </button>
                  ) : null}
                </li>
              ))}
              {unnamed > 0 ? (
                <li className="px-1 py-1">{`${named.length > 0 ? "and " : ""}${unnamed} from other pages`}</li>
              ) : null}
            </ul>
          )}
          {selected
            .filter((item) => !onPage.has(item.id))
            .map((item) => (
              <input key={item.id} type="hidden" name="compare" value={item.id} />
            ))}
          {live
            ? null
            : kept.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />)}
          <DisabledReason id="compare-tray-reason" className="text-slate-700">
            {compareBlocker}
          </DisabledReason>
          <span className="ml-auto flex gap-2">
            {live ? null : (
              <button
                type="submit"
                formAction={pathname}
                className="rounded-md border border-slate-400 px-3 py-1.5 font-medium hover:bg-slate-50"
              >
                Keep selection
              </button>
            )}
            <button
              type="submit"
              disabled={compareBlocker !== null}
              aria-describedby={compareBlocker ? "compare-tray-reason" : undefined}
              className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
            >
              {`Compare selected${selected.length > 0 ? ` (${selected.length})` : ""}`}
            </button>
          </span>
        </div>
      </form>
    </>
  );
}
