import { Field, FieldGroup, SelectField } from "#app/components/ui/field.tsx";
import { brandSizeLabels, brandSizes } from "#contracts/brand-sizes.ts";
import { platformLabels, platforms } from "#contracts/company-facts.ts";
import { reviewerRoleLabels, reviewerRoles } from "#contracts/review-details.ts";
import { jobTitles } from "#contracts/validation/review-form.ts";
import type { ReviewFieldsetProps, ReviewFormValues } from "./review-form-values.ts";

type AboutField = keyof Pick<ReviewFormValues, "reviewerBrandSize" | "reviewerRole" | "reviewerPlatform">;

const aboutFields: readonly {
  name: AboutField;
  label: string;
  options: readonly { value: string; label: string }[];
}[] = [
  {
    name: "reviewerBrandSize",
    label: "Brand size (yearly revenue)",
    options: brandSizes.map((size) => ({ value: size, label: brandSizeLabels[size] })),
  },
  {
    name: "reviewerRole",
    label: "Your role",
    options: reviewerRoles.map((role) => ({ value: role, label: reviewerRoleLabels[role] })),
  },
  {
    name: "reviewerPlatform",
    label: "Store platform",
    options: platforms.map((platform) => ({ value: platform, label: platformLabels[platform] })),
  },
];

/** Who wrote the review: their name, role and business website, then (optional) what their business is. */
export function ReviewerFieldset({ id, values, update, fieldErrors }: ReviewFieldsetProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-first-name`}
          name="firstName"
          label="First name"
          isRequiredMarked
          required
          value={values.firstName}
          onChange={(event) => update({ firstName: event.target.value })}
          error={fieldErrors.firstName}
          autoComplete="given-name"
        />
        <Field
          id={`${id}-surname`}
          name="surname"
          label="Surname (optional)"
          value={values.surname}
          onChange={(event) => update({ surname: event.target.value })}
          error={fieldErrors.surname}
          autoComplete="family-name"
        />
        <SelectField
          id={`${id}-role`}
          name="roleInCompany"
          label="Role in company (optional)"
          value={values.roleInCompany}
          onChange={(event) => update({ roleInCompany: event.target.value })}
          error={fieldErrors.roleInCompany}
        >
          <option value="">Choose a role</option>
          {jobTitles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </SelectField>
        <Field
          id={`${id}-website`}
          name="businessWebsite"
          label="Business website"
          isRequiredMarked
          required
          value={values.businessWebsite}
          onChange={(event) => update({ businessWebsite: event.target.value })}
          placeholder="yourbrand.com"
          error={fieldErrors.businessWebsite}
          autoComplete="url"
        />
      </div>

      <FieldGroup
        id={`${id}-about`}
        legend="About your business (optional)"
        hint="Readers filter reviews by these, to find people like them."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {aboutFields.map((field) => (
            <SelectField
              key={field.name}
              id={`${id}-${field.name}`}
              name={field.name}
              label={field.label}
              value={values[field.name]}
              onChange={(event) => update({ [field.name]: event.target.value })}
              error={fieldErrors[field.name]}
            >
              <option value="">Not given</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </FieldGroup>
    </>
  );
}
