// The shared field components (app/components/ui/field.tsx) and the forms built on them (issue #36): every control
// is named by its label, points at its hint and error, and keeps `required`; the review form's fields are all
// labelled; and no page writes its own label/control markup again outside the few places listed below.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ReviewForm } from "#app/components/reviews/review-form.tsx";
import { CheckboxField, Field, FieldGroup, SelectField, TextareaField } from "#app/components/ui/field.tsx";

/** The attributes of the first element in `html` with this id. */
function elementWithId(html: string, id: string) {
  const match = new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>`).exec(html);
  return match?.[0] ?? null;
}

function attribute(tag: string, name: string) {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

describe("shared fields", () => {
  test("a Field's label names its input, which points at its hint and its error and stays required", () => {
    const html = renderToStaticMarkup(
      createElement(Field, {
        id: "site",
        name: "site",
        label: "Business website",
        isRequiredMarked: true,
        required: true,
        hint: "Your shop's address",
        error: "Please add your business website",
      }),
    );
    expect(html).toContain('<label class="text-sm font-medium text-ink" for="site">Business website');
    const input = elementWithId(html, "site") ?? "";
    expect(input).toContain("required");
    expect(attribute(input, "aria-invalid")).toBe("true");
    expect(attribute(input, "aria-describedby")).toBe("site-hint site-error");
    expect(elementWithId(html, "site-hint")).not.toBeNull();
    expect(elementWithId(html, "site-error")).not.toBeNull();
    // The mark is for the eye only: the control says "required" itself.
    expect(html).toContain('aria-hidden="true"');
  });

  test("selects, textareas and checkboxes are tied to their labels the same way", () => {
    for (const element of [
      createElement(SelectField, { id: "c", label: "Category", error: "Choose one" }, createElement("option")),
      createElement(TextareaField, { id: "c", label: "Pros", error: "Choose one" }),
      createElement(CheckboxField, { id: "c", label: "Good for 7 figures", error: "Choose one" }),
    ]) {
      const html = renderToStaticMarkup(element);
      expect(html).toMatch(/<label[^>]*for="c"/);
      expect(attribute(elementWithId(html, "c") ?? "", "aria-describedby")).toBe("c-error");
    }
    expect(renderToStaticMarkup(createElement(CheckboxField, { id: "c", label: "x" }))).toContain('type="checkbox"');
  });

  test("a group is named by its legend, says it is required in words, and points at its error", () => {
    const html = renderToStaticMarkup(
      createElement(FieldGroup, {
        id: "g",
        legend: "Categories",
        isRequiredMarked: true,
        error: "Pick one",
        // biome-ignore lint/correctness/noChildrenProp: FieldGroup's props type requires children, so createElement takes them here
        children: "boxes",
      }),
    );
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="g-error"/);
    expect(html).toContain("(required)");
  });

  test("an error announced at once is an alert; others are not", () => {
    const announced = renderToStaticMarkup(
      createElement(Field, { id: "f", label: "File", error: "Too large", isErrorAnnounced: true }),
    );
    expect(announced).toContain('role="alert"');
    expect(renderToStaticMarkup(createElement(Field, { id: "f", label: "File", error: "Too large" }))).not.toContain(
      'role="alert"',
    );
  });
});

describe("the review form", () => {
  const html = renderToStaticMarkup(
    createElement(ReviewForm, {
      company: { id: 7, name: "Gorgias", categorySlugs: ["helpdesk"] },
      categories: [
        { slug: "helpdesk", name: "Helpdesk" },
        { slug: "returns", name: "Returns" },
      ],
      initial: {
        rating: null,
        title: "",
        content: "",
        firstName: "",
        surname: "",
        roleInCompany: "",
        businessWebsite: "",
        categories: [],
        goodFor: [],
        ratingEaseOfUse: null,
        ratingSupport: null,
        ratingValue: null,
        ratingFeatures: null,
        pros: "",
        cons: "",
        reviewerBrandSize: "",
        reviewerRole: "",
        reviewerPlatform: "",
      },
      isSignedIn: true,
      onSubmitted: () => {},
      canTranscribeOnServer: false,
      label: "Review Gorgias",
    }),
  );

  test("labels every field: a label for its id, or a label around it (the star choices)", () => {
    const controls = [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => attribute(tag, "type") !== "hidden");
    expect(controls.length).toBeGreaterThan(30);
    const unlabelled = controls.filter((tag) => {
      const id = attribute(tag, "id");
      if (id && html.includes(`for="${id}"`)) return false;
      // A star: its radio sits inside its label, with the words for screen readers.
      const at = html.indexOf(tag);
      return html.lastIndexOf("<label", at) <= html.lastIndexOf("</label>", at);
    });
    expect(unlabelled).toEqual([]);
  });

  test("marks the required fields, and names the required groups with the word", () => {
    for (const name of ["title", "content", "firstName", "businessWebsite"]) {
      const tag = new RegExp(`<(input|textarea)\\b[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(tag, name).toContain("required");
    }
    expect(html.match(/\(required\)/g)?.length).toBe(2);
  });
});

// Where a <label> is still written by hand outside app/components/ui, and why it is not a shared field.
const labelsAllowed: Record<string, string> = {
  // Search boxes of their own: a combobox with its list of suggestions, its label hidden.
  "app/components/catalog/hero-search.tsx": "combobox",
  "app/components/reviews/company-chooser.tsx": "combobox",
  "app/routes/public/company.tsx": "a one-box keyword search with a hidden label, inside a toolbar",
  "app/routes/public/categories.tsx": "a filter box over the list with a hidden label, filtering as one types",
  "app/routes/public/search-with-ai.tsx": "the page's one large question box, styled as the page's heading",
  // Switches: the label before the control, the whole row clickable (role="switch").
  "app/components/reviews/ai-preferences-card.tsx": "switches",
  // Read-only boxes to copy a snippet from: nothing is sent.
  "app/routes/vendor/dashboard.tsx": "copy boxes",
};

test("no label/control markup outside the shared components but the places listed", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const withLabels = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.startsWith("components/ui/"))
    .map((file) => path.posix.join("app", file))
    .filter((file) => readFileSync(path.join(root, file), "utf8").includes("<label"))
    .sort();
  expect(withLabels).toEqual(Object.keys(labelsAllowed).sort());
});
