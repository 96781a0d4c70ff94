export function DemoBanner() {
  return (
    <div role="note" className="bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950">
      Demo instance: the reviews shown here are generated samples, not real operators' opinions.
    </div>
  );
}
