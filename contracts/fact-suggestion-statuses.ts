// Where a suggested correction of a company's facts stands (company_fact_suggestions.status), and how its
// author reads it on the representative's dashboard.
export const suggestionStatuses = ["pending", "accepted", "rejected"] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];
export const suggestionStatusLabels: Record<SuggestionStatus, string> = {
  pending: "waiting for a moderator",
  accepted: "accepted",
  rejected: "not accepted",
};
