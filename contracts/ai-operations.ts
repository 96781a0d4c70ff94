// The admin's AI operations (server/jobs/registry.ts runs them, app/routes/admin/ai-tools.tsx follows them):
// the kinds an admin starts and the states an operation goes through (the `ai_operations` table).

export const aiOperationStatuses = ["pending", "running", "completed", "failed"] as const;
export type AiOperationStatus = (typeof aiOperationStatuses)[number];
/** The statuses of an operation still in the queue or running: what "in progress" means everywhere. */
export const activeAiOperationStatuses = ["pending", "running"] as const satisfies readonly AiOperationStatus[];

const aiOperationTypes = [
  "generate-ai-summary",
  "generate-ai-reviews",
  "discover-companies",
  "bulk-discover",
  "bulk-generate-reviews",
] as const;
export type AiOperationType = (typeof aiOperationTypes)[number];

const aiOperationLabels: Record<AiOperationType, string> = {
  "generate-ai-summary": "Generate AI summary",
  "generate-ai-reviews": "Generate AI reviews",
  "discover-companies": "Discover companies",
  "bulk-discover": "Discover all categories",
  "bulk-generate-reviews": "Generate all reviews",
};

function isAiOperationType(type: string): type is AiOperationType {
  return (aiOperationTypes as readonly string[]).includes(type);
}

/** The label of a stored operation type, or the type itself for one this list does not know. */
export function aiOperationLabelOf(type: string): string {
  return isAiOperationType(type) ? aiOperationLabels[type] : type;
}
