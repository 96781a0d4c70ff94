/** Whether two words are within `maxEdits` optimal-string-alignment edits (insert, delete, substitute, swap). */
export function withinEdits(a: string, b: string, maxEdits: number) {
  if (Math.abs(a.length - b.length) > maxEdits) return false;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (d[i - 2]?.[j - 2] ?? 0) + 1);
      }
      const row = d[i];
      if (row) row[j] = value;
    }
  }
  return (d[a.length]?.[b.length] ?? 99) <= maxEdits;
}

// Company names follow these words; the catalog decides whether a name is really there. A name never
