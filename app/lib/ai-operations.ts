import type { AiOperationStatus } from "#contracts/ai-operations.ts";
import { callApi } from "./api-client.ts";

/** An AI operation as the admin API returns it. */
export type AiOperation = {
  id: number;
  operationType: string;
  status: AiOperationStatus;
  progressData: Record<string, unknown>;
  errorMessage: string | null;
  attempts: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/**
 * Follows a background operation by short polling (once a second) until it
 * completes or fails; `onUpdate` sees each state, e.g. for a progress line.
 */
export async function followOperation(
  operationId: number,
  {
    onUpdate,
    signal,
    intervalMs = 1000,
  }: { onUpdate?: (operation: AiOperation) => void; signal?: AbortSignal; intervalMs?: number } = {},
) {
  for (;;) {
    const { operation } = await callApi<{ operation: AiOperation }>(`/api/v1/admin/operations/${operationId}`, {
      signal,
    });
    onUpdate?.(operation);
    if (operation.status === "completed" || operation.status === "failed") return operation;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  }
}
