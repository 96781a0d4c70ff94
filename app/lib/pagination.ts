/** At most `size` page numbers around the current page, within 1..pageCount. */
export function pageWindow(current: number, pageCount: number, size = 5) {
  if (pageCount <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
