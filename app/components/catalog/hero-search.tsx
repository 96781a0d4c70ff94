import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/utils.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { CategoryIcon } from "./category-icon.tsx";

type Suggestions = {
  categories: { id: number; name: string; slug: string; icon: string }[];
  tools: {
    id: number;
    name: string;
    slug: string;
    domain: string | null;
    category: string | null;
    reviewCount: number;
  }[];
};
type Item = { key: string; label: string; detail: string; href: string; group: "Categories" | "Tools" };

const empty: Suggestions = { categories: [], tools: [] };

/**
 * The home page's search box: a combobox (WAI-ARIA 1.2 pattern) with category and
 * tool suggestions from /api/v1/suggest, debounced, stale requests cancelled.
 * Without JavaScript it is a plain search form.
 */
export function HeroSearch() {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestions>(empty);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      setSuggestions(empty);
      setIsOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callApi<Suggestions>(`/api/v1/suggest?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((result) => {
          setSuggestions(result);
          setActive(-1);
          setIsOpen(result.categories.length + result.tools.length > 0);
        })
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === "AbortError")) setIsOpen(false);
        });
    }, 150);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setIsOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const items: Item[] = [
    ...suggestions.categories.map((category) => ({
      key: `category-${category.id}`,
      label: category.name,
      detail: category.icon,
      href: `/operator-stacks?category=${encodeURIComponent(category.slug)}`,
      group: "Categories" as const,
    })),
    ...suggestions.tools.map((tool) => ({
      key: `tool-${tool.id}`,
      label: tool.name,
      detail: tool.category ?? tool.domain ?? "",
      href: companyPath(tool.slug),
      group: "Tools" as const,
    })),
  ];

  function pick(item: Item) {
    setQuery("");
    setIsOpen(false);
    setActive(-1);
    void navigate(item.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && items.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((current) => (current + 1) % items.length);
    } else if (event.key === "ArrowUp" && items.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((current) => (current <= 0 ? items.length - 1 : current - 1));
    } else if (event.key === "Enter" && isOpen && active >= 0) {
      const item = items[active];
      if (item) {
        event.preventDefault();
        pick(item);
      }
    } else if (event.key === "Escape") {
      setIsOpen(false);
      setActive(-1);
    }
  }

  const activeItem = isOpen && active >= 0 ? items[active] : undefined;
  return (
    <div ref={containerRef} className="relative mx-auto mt-8 max-w-2xl text-left">
      <form method="get" action="/search-results" aria-label="Search the catalog" className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Search tools, agencies and categories
        </label>
        <input
          id={`${id}-input`}
          name="q"
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeItem ? `${id}-${activeItem.key}` : undefined}
          autoComplete="off"
          maxLength={500}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search a tool or category, e.g. Klaviyo or returns"
          className="h-12 flex-1 rounded-md border border-slate-400 bg-white px-4 text-base shadow-sm"
        />
        <Button type="submit" size="lg">
          Search
        </Button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!isOpen}
        className="absolute inset-x-0 top-14 z-20 max-h-96 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, index) => (
          <div
            key={item.key}
            id={`${id}-${item.key}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            onKeyDown={() => undefined}
            className={cn(
              "flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm",
              index === active ? "bg-brand-50 text-brand-800" : "hover:bg-slate-50",
            )}
          >
            <span>
              <span className="sr-only">{item.group === "Categories" ? "Category: " : "Tool: "}</span>
              {item.label}
            </span>
            {item.group === "Categories" ? (
              <span className="flex items-center gap-1 text-xs text-slate-600">
                <CategoryIcon name={item.detail} className="size-4" />
                Category
              </span>
            ) : (
              <span className="text-xs text-slate-600">{item.detail}</span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
