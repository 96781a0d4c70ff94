import { countOf } from "#contracts/plural.ts";
import { AppError } from "../errors.ts";

/**
 * A page past the end of a list is a bad address, answered with what exists: "There is no page 99: this
 * company's reviews have 5 pages." (`subject` is the list's owner: "this company's reviews").
 */
export function assertPageExists(page: number, total: number, pageSize: number, subject: string) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page <= pageCount) return;
  const what = total === 0 ? "there is nothing to list here yet" : `${subject} have ${countOf(pageCount, "page")}`;
  throw new AppError("bad_request", `There is no page ${page}: ${what}.`);
}
