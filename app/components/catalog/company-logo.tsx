/** The company's logo, or the first letter of its name when it has none. */
export function CompanyLogo({ name, logoUrl, size = 48 }: { name: string; logoUrl: string | null; size?: number }) {
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        width={size}
        height={size}
        className="rounded-md border border-slate-200 object-contain"
        loading="lazy"
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
