import { logoSrcSet } from "#contracts/company-logos.ts";

/**
 * The company's logo (uploaded, or its brand's icon from Simple Icons: decisions 087 and 088), or the first
 * letter of its name when it has none. Decorative: the company's name is always beside it.
 */
export function CompanyLogo({ name, logoUrl, size = 48 }: { name: string; logoUrl: string | null; size?: number }) {
  if (logoUrl) {
    const srcSet = logoSrcSet(logoUrl);
    return (
      <img
        src={logoUrl}
        srcSet={srcSet}
        sizes={srcSet ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        // A set size, not the attributes alone: a flex row would otherwise stretch the image to its height.
        style={{ width: size, height: size }}
        className="shrink-0 rounded-md border border-slate-200 object-contain"
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="grid shrink-0 place-items-center rounded-md bg-brand-100 text-lg font-bold text-brand-800"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
