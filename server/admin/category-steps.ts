// What creating, updating and deleting a category share: the caches they empty and the slug conflict they report.

import { cacheKeys } from "../cache/read-cache.ts";
import type { Services } from "../context.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { AppError } from "../errors.ts";

export function invalidateCategories(services: Services) {
  services.cache.invalidate(cacheKeys.categories);
  services.cache.invalidate("search:vocabulary");
  services.cache.invalidate(cacheKeys.homeStats);
}

export function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError("conflict", "A category with this slug already exists.", {
      fields: { slug: "This slug is already used by another category" },
    });
  }
  throw error;
}
