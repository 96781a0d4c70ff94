import type { ListingStatus } from "#contracts/listing-status.ts";

/**
 * Tells readers that nobody has checked a company yet (added by the community, awaiting an admin), or
 * tells an admin that the company was rejected. Listed companies get nothing.
 */
export function ListingStatusNotice({ status }: { status: ListingStatus }) {
  if (status === "listed") return null;
  if (status === "pending") {
    return (
      <div role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p className="font-semibold">Added by the community, not yet checked</p>
        <p className="mt-1">
          A reader added this company and our team has not reviewed it yet, so it is not listed in categories, search or
          awards. You can still read and write reviews of it.
        </p>
      </div>
    );
  }
  return (
    <div role="note" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950">
      <p className="font-semibold">Rejected: not in the catalog</p>
      <p className="mt-1">An admin rejected this company. Only admins see this page; everyone else gets “not found”.</p>
    </div>
  );
}
