// Vendor and parent confinement (spec section 2): the only pages these users may visit, and
// where anything else sends them. The web app's route guard applies this to every navigation.
//
// Matching rules:
// - The path is compared without a trailing slash and ignoring case (routes match the same way).
// - The query string never matters: it does not change which page is shown.
// - The hash matters only for a path the list names with hash variants (/shop): there, only the
//   listed hashes (and none) are allowed. Elsewhere the hash is an in-page anchor and is ignored.
//   Hashes are compared after percent-decoding, so '#Race%20Equipment' is '#Race Equipment'.
import type { Role } from './roles';

export const vendorHome = '/shop';
export const parentHome = '/parent/dashboard';

/** Spec section 2, in its order. */
export const vendorAllowedPaths = [
  '/shop',
  '/shop#all',
  '/shop#Prizes',
  '/shop#Marketing',
  '/shop#Race Equipment',
  '/shop#Anython - Color Games',
  '/shop#ALC',
  '/shop/cartbuilder',
  '/shop/manage',
  '/shop/vendorusers',
  '/shop/orders',
  '/shop/orderdetail',
  '/shop/reports',
  '/shop/reports/productstatus',
  '/shop/reports/schoolitem',
  '/shop/reports/calculator',
  '/shop/franchiseecalander',
] as const;

/** Spec section 2. */
export const parentAllowedPaths = [
  '/parent/dashboard',
  '/parent/addparticipant',
  '/parent/mypledges',
] as const;

/**
 * Beyond the spec's list ("a Share page for the participant and the parent, per child"):
 * a parent may open a child's Share page. The list predates sharing; the API decides whether the
 * parent may share for that participant (GetShareKit answers 403 otherwise).
 */
export const parentAllowedPathPatterns: readonly RegExp[] = [/^\/share\/[^/]+$/u];

/**
 * Beyond the spec's lists (the contact page is "reachable from every page's footer"):
 * confined users may ask for help too.
 */
export const alwaysAllowedPaths = ['/contact'] as const;

/** The session fields confinement depends on. */
export interface ConfinementSubject {
  Role: Role;
  IsVendor: boolean;
  IsParent: boolean;
}

export interface Confinement {
  kind: 'vendor' | 'parent';
  allowed: readonly string[];
  /** Paths with a parameter (normalised: lowercase, no trailing slash) also allowed. */
  allowedPatterns?: readonly RegExp[];
  /** Where a forbidden address sends the user. */
  home: string;
}

/** The confinement that applies to a user, or undefined when they are not confined. */
export function confinementFor(subject: ConfinementSubject): Confinement | undefined {
  if (subject.IsVendor || subject.Role === 'vendor') {
    return { kind: 'vendor', allowed: [...vendorAllowedPaths, ...alwaysAllowedPaths], home: vendorHome };
  }
  const isParent = subject.IsParent || subject.Role === 'parent';
  if (isParent && subject.Role !== 'participant') {
    return {
      kind: 'parent',
      allowed: [...parentAllowedPaths, ...alwaysAllowedPaths],
      allowedPatterns: parentAllowedPathPatterns,
      home: parentHome,
    };
  }
  return undefined;
}

export interface Place {
  pathname: string;
  /** With or without the leading '#'; '' for none. */
  hash?: string;
}

function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

function decodeHash(hash: string): string {
  const bare = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(bare);
  } catch {
    // A malformed escape is not any listed hash.
    return bare;
  }
}

/** True when the list allows this place. */
export function isAllowedPlace(allowed: readonly string[], place: Place): boolean {
  const path = normalizePath(place.pathname);
  const entries = allowed.map((entry) => {
    const at = entry.indexOf('#');
    return at === -1
      ? { path: normalizePath(entry), hash: undefined }
      : { path: normalizePath(entry.slice(0, at)), hash: entry.slice(at + 1) };
  });
  const forPath = entries.filter((entry) => entry.path === path);
  if (forPath.length === 0) return false;
  const hasHashVariants = forPath.some((entry) => entry.hash !== undefined);
  if (!hasHashVariants) return true;
  const hash = decodeHash(place.hash ?? '');
  return hash === '' || forPath.some((entry) => entry.hash === hash);
}

/** Where a confined user must go instead of this place, or undefined when they may stay. */
export function confinedRedirect(subject: ConfinementSubject, place: Place): string | undefined {
  const confinement = confinementFor(subject);
  if (!confinement || isAllowedPlace(confinement.allowed, place)) return undefined;
  const path = normalizePath(place.pathname);
  if (confinement.allowedPatterns?.some((pattern) => pattern.test(path))) return undefined;
  return confinement.home;
}
