// A franchise's exclusive territory: US states and/or ZIP prefixes. Two franchises' territories
// may not overlap, so the overlap check below is what a write refuses on.
import * as z from 'zod';
import { states } from '../catalog/states';
import { territoryEmpty, territoryStateNotValid, zipPrefixNotValid } from '../catalog/messages';
import { statesOfZipPrefix, zipPrefixSpan } from './zip-prefix-states';

// The states list's postal codes; its two 'Outside USA' entries ('NAS', 'OutSide USA') are not
// places with ZIPs, so they cannot be a territory.
export const territoryStateCodes: readonly string[] = states
  .map((entry) => entry.Code)
  .filter((code) => /^[A-Z]{2}$/.test(code));

// Bounds the input a request can send; the whole country is 56 codes or 10 one-digit prefixes.
const maxZipPrefixes = 1000;

/** Trimmed, without repeats, sorted: equal territories compare and store the same. */
const normalized = (values: readonly string[]) => [...new Set(values)].sort();

export const territorySchema = z
  .object({
    States: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => territoryStateCodes.includes(code), territoryStateNotValid),
      )
      .max(territoryStateCodes.length * 2)
      .transform(normalized),
    ZipPrefixes: z
      .array(z.string().trim().regex(/^\d{1,5}$/, zipPrefixNotValid))
      .max(maxZipPrefixes)
      .transform(normalized),
  })
  .strict()
  .refine((territory) => territory.States.length + territory.ZipPrefixes.length > 0, territoryEmpty);

export type Territory = z.infer<typeof territorySchema>;

export interface ZipPrefixInState {
  ZipPrefix: string;
  State: string;
}

/** What two territories share; each list sorted. */
export interface TerritoryOverlap {
  /** States both hold. */
  States: string[];
  /** Where one's ZIP prefix equals or starts with the other's: the longer (shared) prefix. */
  ZipPrefixes: string[];
  /** A ZIP prefix of one whose ZIPs lie (partly) in a state the other holds. */
  ZipPrefixesInStates: ZipPrefixInState[];
}

const inStates = (prefixes: readonly string[], heldStates: readonly string[]): ZipPrefixInState[] =>
  prefixes.flatMap((prefix) =>
    statesOfZipPrefix(prefix)
      .filter((state) => heldStates.includes(state))
      .map((state) => ({ ZipPrefix: prefix, State: state })),
  );

// Two prefixes share ZIPs exactly when one's span holds the other's.
const sharedPrefix = (a: string, b: string): string | undefined => {
  const [aFirst, aLast] = zipPrefixSpan(a);
  const [bFirst, bLast] = zipPrefixSpan(b);
  if (aFirst <= bFirst && bLast <= aLast) return b;
  if (bFirst <= aFirst && aLast <= bLast) return a;
  return undefined;
};

/** What territories `a` and `b` share, or undefined when they are apart. */
export function territoryOverlap(a: Territory, b: Territory): TerritoryOverlap | undefined {
  const sharedStates = a.States.filter((state) => b.States.includes(state));
  const sharedPrefixes = a.ZipPrefixes.flatMap((prefixA) =>
    b.ZipPrefixes.map((prefixB) => sharedPrefix(prefixA, prefixB)).filter((p) => p !== undefined),
  );
  // Keyed, so a prefix both hold inside a state both hold is named once.
  const prefixesInStates = [
    ...new Map(
      [...inStates(a.ZipPrefixes, b.States), ...inStates(b.ZipPrefixes, a.States)].map((entry) => [
        `${entry.ZipPrefix} ${entry.State}`,
        entry,
      ]),
    ).values(),
  ];
  if (sharedStates.length + sharedPrefixes.length + prefixesInStates.length === 0) return undefined;
  return {
    States: normalized(sharedStates),
    ZipPrefixes: normalized(sharedPrefixes),
    ZipPrefixesInStates: prefixesInStates.sort(
      (x, y) => x.ZipPrefix.localeCompare(y.ZipPrefix) || x.State.localeCompare(y.State),
    ),
  };
}
