import type { SearchRequest } from "#contracts/validation/search.ts";
import type { Services } from "../context.ts";
import type { SearchSource } from "../db/schema/search.ts";
import { getPreferences } from "../preferences/get-preferences.ts";
import { discoverySearch } from "./discovery-search.ts";
import { logSearch } from "./search-log.ts";

/**
 * One discovery search as a visitor makes it: their AI-content preference
 * applied, the search written to the log (without personal data), and the
 * log id returned so a click on a result can be recorded.
 */
export async function runSearch(
  services: Services,
  request: SearchRequest,
  options: { userId: string | null; source: SearchSource },
) {
  const preferences = await getPreferences(services.db, options.userId);
  const response = await discoverySearch(services, {
    q: request.q,
    limit: request.limit,
    without: request.without,
    showAiGeneratedCompanies: preferences.showAiGeneratedCompanies,
  });
  // The log is written while answering a read: on the primary, whichever database served the search.
  const searchId = await logSearch(services.primaryDb, {
    query: request.q,
    interpretation: response.interpretation,
    resultCount: response.total,
    source: options.source,
    usedModel: response.interpretation.understoodBy === "model" ? (services.ai.model?.model ?? null) : null,
  });
  return { ...response, searchId };
}
