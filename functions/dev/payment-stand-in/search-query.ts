// The part of Stripe's search query language the product uses: clauses `field:'value'` or
// `metadata['key']:'value'` joined by AND (exact match; a quote or backslash inside a value is
// escaped with a backslash). Anything else is refused as Stripe refuses a query it cannot parse.
export interface SearchClause {
  /** ['metadata', key] or [field]. */
  path: string[];
  value: string;
}

const clause = /^(?:metadata\['((?:[^'\\]|\\.)+)'\]|(\w+)):'((?:[^'\\]|\\.)*)'$/;
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** The clauses of a query, or undefined when the stand-in cannot read it. */
export function parseSearchQuery(query: string): SearchClause[] | undefined {
  const parts = query.trim().split(/\s+AND\s+/);
  const clauses: SearchClause[] = [];
  for (const part of parts) {
    const found = clause.exec(part.trim());
    if (!found) return undefined;
    const [, metadataKey, field, value = ''] = found;
    clauses.push({
      path: metadataKey === undefined ? [field ?? ''] : ['metadata', unescape(metadataKey)],
      value: unescape(value),
    });
  }
  return clauses;
}

/** Whether an object matches every clause. */
export function matchesSearch(object: Record<string, unknown>, clauses: readonly SearchClause[]): boolean {
  return clauses.every(({ path, value }) => {
    let found: unknown = object;
    for (const key of path) {
      found = found !== null && typeof found === 'object' ? (found as Record<string, unknown>)[key] : undefined;
    }
    return typeof found === 'string' || typeof found === 'number' ? String(found) === value : false;
  });
}
