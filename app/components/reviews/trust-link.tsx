import { Link } from "#app/components/ui/link.tsx";

/** Every review list says where its rules are written: the public disclosure at /trust. */
export function TrustLink() {
  return (
    <p className="mt-2 text-sm text-slate-600">
      <Link to="/trust" className="font-semibold text-brand-700 hover:underline">
        How reviews are collected, checked and ranked
      </Link>
    </p>
  );
}
