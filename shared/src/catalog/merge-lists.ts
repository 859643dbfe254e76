// Server configuration may supply reference lists; they are merged over the defaults and
// indexed by Code or Id (spec section 3). Pure: the defaults are never changed.

/** An entry that a server list can replace: matched by `Code`, or by `Id` when it has no Code. */
export type KeyedEntry = { readonly Code: string | number | boolean } | { readonly Id: string | number };

// Code and Id values live in separate key spaces, and 'true' is not the boolean true.
function entryKey(entry: KeyedEntry): string {
  return 'Code' in entry ? JSON.stringify(['Code', entry.Code]) : JSON.stringify(['Id', entry.Id]);
}

/**
 * One list: a supplied entry replaces the default with the same key in place; new entries
 * follow the defaults in the order supplied. If a key repeats, the last entry wins.
 */
export function mergeList<T extends KeyedEntry>(defaults: readonly T[], supplied: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const entry of [...defaults, ...supplied]) byKey.set(entryKey(entry), entry);
  return [...byKey.values()];
}

/**
 * A bundle of lists: each list the server supplies is merged over its default; lists it does
 * not mention stay as they are. Lists without a default are dropped, since nothing reads them.
 */
export function mergeLists<L extends { readonly [K in keyof L]: readonly KeyedEntry[] }>(
  defaults: L,
  serverSupplied: { readonly [K in keyof L]?: L[K] | undefined },
): L {
  const merged = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof L)[]) {
    const supplied = serverSupplied[name];
    // mergeList keeps the element type; TypeScript cannot see that through the mapped type.
    if (supplied !== undefined) merged[name] = mergeList(defaults[name], supplied) as unknown as L[keyof L];
  }
  return merged;
}
