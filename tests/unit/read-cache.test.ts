// The read cache (server/cache/read-cache.ts) is bounded by bytes, not entries (issue #18): large entries push out
// the least recently used, and one larger than the whole cache is served but never stored.
import { describe, expect, it } from "vitest";
import { createReadCache, estimateBytes } from "#server/cache/read-cache.ts";

const kilobytes = (count: number) => ({ text: "x".repeat(count * 512) });

describe("the read cache", () => {
  it("keeps at most its bytes, dropping the least recently used first", async () => {
    // Shared entries get three quarters: 12 KB, room for two of these 4 KB entries.
    const cache = createReadCache({ maxBytes: 16 * 1024 });
    let loads = 0;
    const load = (size: number) => async () => {
      loads++;
      return kilobytes(size);
    };
    await cache.get("a", load(4));
    await cache.get("b", load(4));
    await cache.get("a", load(4)); // a is now the most recently used
    await cache.get("c", load(4));
    expect(loads).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(12 * 1024);
    await cache.get("a", load(4));
    expect(loads).toBe(3); // a stayed
    await cache.get("b", load(4));
    expect(loads).toBe(4); // b was dropped for c
  });

  it("keeps per-company entries in their own budget, so the long tail never pushes out shared aggregates", async () => {
    const cache = createReadCache({ maxBytes: 64 * 1024 });
    let snapshotLoads = 0;
    const snapshot = async () => {
      snapshotLoads++;
      return kilobytes(16);
    };
    await cache.get("category:1:facet-rows:false", snapshot);
    for (let company = 1; company <= 200; company++)
      await cache.get(`company:${company}:mentions:false:`, async () => kilobytes(2));
    await cache.get("category:1:facet-rows:false", snapshot);
    expect(snapshotLoads).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("drops entries by prefix in both budgets", async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return kilobytes(1);
    };
    await cache.get("company:7:review-detail", load);
    await cache.get("categories", load);
    cache.invalidate("company:7:");
    await cache.get("company:7:review-detail", load);
    await cache.get("categories", load);
    expect(loads).toBe(3);
    cache.invalidate("");
    await cache.get("categories", load);
    expect(loads).toBe(4);
  });

  it("serves an entry larger than the cache without storing it", async () => {
    const cache = createReadCache({ maxBytes: 4 * 1024 });
    const value = await cache.get("big", async () => kilobytes(8));
    expect(value.text).toHaveLength(8 * 512);
    expect(cache.bytes).toBe(0);
  });

  it("estimates an entry's bytes from its data", () => {
    expect(estimateBytes(kilobytes(1))).toBeGreaterThan(1024);
    expect(estimateBytes({ rows: [1, 2, 3] })).toBeLessThan(200);
    expect(estimateBytes(undefined)).toBe(64);
  });
});
