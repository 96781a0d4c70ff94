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

  it("once the per-company budget is full, stores a company entry on its second load only", async () => {
    // Per-company entries get a quarter: 16 KB, eight of these 2 KB entries (with their estimate's overhead, seven).
    const cache = createReadCache({ maxBytes: 64 * 1024 });
    const loads = new Map<string, number>();
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return kilobytes(2);
      });
    for (let company = 1; company <= 7; company++) await get(`company:${company}:`);
    const kept = cache.bytes;
    // A sweep of one-off company pages: none is stored, and none pushes out the entries already held.
    for (let company = 100; company < 300; company++) await get(`company:${company}:`);
    expect(cache.bytes).toBe(kept);
    for (let company = 1; company <= 7; company++) await get(`company:${company}:`);
    expect([...Array(7)].map((_, index) => loads.get(`company:${index + 1}:`))).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // A company read again is stored on that second load, and served from the cache after it.
    await get("company:150:");
    await get("company:150:");
    expect(loads.get("company:150:")).toBe(2);
    // Shared aggregates are not subject to it.
    let sharedLoads = 0;
    for (let round = 0; round < 2; round++) {
      await cache.get("category:9:facets:false", async () => {
        sharedLoads++;
        return kilobytes(1);
      });
    }
    expect(sharedLoads).toBe(1);
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

  it("keeps an entry loaded soon after its prefix was invalidated only until the replicas may have the write", async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 60_000, settleMs: 7_000, now: () => clock });
    let version = 0;
    const load = async () => ({ version: ++version });
    expect(await cache.get("categories", load)).toEqual({ version: 1 });
    cache.invalidate("categories");
    clock = 1_000;
    expect(await cache.get("categories", load)).toEqual({ version: 2 }); // perhaps from a replica without the write
    expect(await cache.get("home-stats", load)).toEqual({ version: 3 }); // another prefix: its full lifetime
    clock = 6_999;
    expect(await cache.get("categories", load)).toEqual({ version: 2 });
    clock = 7_001;
    // Stale once the window ends: served this once while it loads again.
    expect(await cache.get("categories", load)).toEqual({ version: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("categories", load)).toEqual({ version: 4 });
    expect(await cache.get("home-stats", load)).toEqual({ version: 3 });
    // Loaded after the window: fresh for its whole lifetime again.
    clock = 60_000;
    expect(await cache.get("categories", load)).toEqual({ version: 4 });
  });

  it("serves a stale entry while one background load refreshes it, and waits only past twice the lifetime", async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    let version = 0;
    let release: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    const load = async () => {
      version++;
      const mine = version;
      await gate;
      return { version: mine };
    };
    expect(await cache.get("categories", load)).toEqual({ version: 1 });
    clock = 999;
    expect(await cache.get("categories", load)).toEqual({ version: 1 });
    expect(version).toBe(1); // still fresh: no load
    clock = 1500;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    // Stale: the old value at once, and a single load in the background however many ask meanwhile.
    expect(await cache.get("categories", load)).toEqual({ version: 1 });
    expect(await cache.get("categories", load)).toEqual({ version: 1 });
    expect(version).toBe(2);
    release();
    await gate;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("categories", load)).toEqual({ version: 2 });
    // Past twice the lifetime nothing stale is served: the request waits for the load.
    gate = Promise.resolve();
    clock = 1500 + 2001;
    expect(await cache.get("categories", load)).toEqual({ version: 3 });
  });

  it("keeps a failed background load from replacing or dropping the stale entry", async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    await cache.get("home-stats", async () => ({ reviews: 1 }));
    clock = 1200;
    const failing = async (): Promise<{ reviews: number }> => {
      throw new Error("database unavailable");
    };
    expect(await cache.get("home-stats", failing)).toEqual({ reviews: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("home-stats", async () => ({ reviews: 2 }))).toEqual({ reviews: 1 });
  });

  it("does not store a load that was under way when its entry was invalidated", async () => {
    const cache = createReadCache();
    let release: () => void = () => {};
    const before = cache.get(
      "categories",
      () =>
        new Promise<{ name: string }>((resolve) => {
          release = () => resolve({ name: "before the write" });
        }),
    );
    cache.invalidate("categories");
    const after = cache.get("categories", async () => ({ name: "after the write" }));
    release();
    expect(await before).toEqual({ name: "before the write" });
    expect(await after).toEqual({ name: "after the write" });
    expect(await cache.get("categories", async () => ({ name: "loaded again" }))).toEqual({ name: "after the write" });
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
