// The scope decision of docs/franchises.md ("Who may do what"): from who is calling, what they may
// reach. Pure: a use case reads the item first, then asks here, so an id outside the caller's scope
// takes the same path and gets the same answer as an unknown id (notFoundUnless): ids cannot be
// probed across tenants. The web only reflects these answers; the API enforces them.
import type { Role } from '@thon/shared/auth/roles';
import { notFound } from '@thon/shared/catalog/messages';
import { NotFound } from '../errors';

/** The franchise key of an item that belongs to none: a direct customer of the platform. */
export const directCustomer = 'direct';

/**
 * The caller as scope needs them: their role, and for the franchise roles the one franchise they
 * belong to (read from their user item) and, for a franchisee team leader, the Thons they are
 * assigned to.
 */
export interface ScopedCaller {
  userId: string;
  role: Role;
  franchiseId?: string;
  assignedEventIds?: readonly string[];
  /** A vendor user's vendor (read from their user item) and whether they own it. */
  vendorId?: string;
  vendorOwner?: boolean;
}

/** What scope reads of a Thon: its franchise (or `direct`/absent), organizer and test mark. */
export interface ThonInScope {
  eventId: string;
  organizerUserId?: string;
  franchiseId?: string;
  isTest?: boolean;
}

/** What scope reads of an organization. */
export interface OrganizationInScope {
  franchiseId?: string;
  organizerUserIds?: readonly string[];
}

/** What scope reads of a user someone wants to manage. */
export interface UserInScope {
  userId: string;
  role: Role;
  franchiseId?: string;
}

/**
 * The caller's own franchise, when their role is a franchise role and they hold a real one. A
 * franchisee without a franchise (a half-made account) reaches nothing rather than every `direct`
 * item.
 */
function ownFranchise(caller: ScopedCaller): string | undefined {
  if (caller.role !== 'franchisee-user' && caller.role !== 'franchisee-team-leader') return undefined;
  const franchiseId = caller.franchiseId;
  return franchiseId && franchiseId !== directCustomer ? franchiseId : undefined;
}

function inOwnFranchise(caller: ScopedCaller, franchiseId: string | undefined): boolean {
  const own = ownFranchise(caller);
  return own !== undefined && franchiseId === own;
}

/**
 * The caller's own vendor, when they are a vendor user holding one. A vendor without a vendor (a
 * half-made account) reaches nothing.
 */
export function ownVendor(caller: ScopedCaller): string | undefined {
  if (caller.role !== 'vendor') return undefined;
  return caller.vendorId && caller.vendorId.length > 0 ? caller.vendorId : undefined;
}

/** A vendor's catalogue, users and incoming orders: super admins all, a vendor user their own. */
export function canWorkForVendor(caller: ScopedCaller, vendorId: string): boolean {
  if (caller.role === 'super-admin') return true;
  return ownVendor(caller) === vendorId;
}

/** A vendor's staff and payouts: super admins, and the vendor's owner. */
export function canManageVendor(caller: ScopedCaller, vendorId: string): boolean {
  if (caller.role === 'super-admin') return true;
  return ownVendor(caller) === vendorId && caller.vendorOwner === true;
}

/** A franchise's page: super admins all, a franchisee user their own. */
export function canReadFranchise(caller: ScopedCaller, franchiseId: string): boolean {
  if (caller.role === 'super-admin') return true;
  return caller.role === 'franchisee-user' && inOwnFranchise(caller, franchiseId);
}

/**
 * A franchise's calendar (its Thons' dates, schools and participant counts, no money): super admins
 * all, a franchisee user or team leader their own, a vendor user those their vendor serves
 * (`servedByVendor`, read from the vendor: the franchises it ships to).
 */
export function canReadFranchiseCalendar(
  caller: ScopedCaller,
  franchiseId: string,
  servedByVendor: readonly string[] = [],
): boolean {
  if (caller.role === 'super-admin') return true;
  if (ownVendor(caller) !== undefined) return servedByVendor.includes(franchiseId);
  return inOwnFranchise(caller, franchiseId);
}

/** A franchisee user edits their franchise's contact only; everything else of it is the franchisor's. */
export function canEditFranchiseContact(caller: ScopedCaller, franchiseId: string): boolean {
  return canReadFranchise(caller, franchiseId);
}

/** Create franchises, change a territory, commission default or status: super admins only. */
export function canManageFranchises(caller: ScopedCaller): boolean {
  return caller.role === 'super-admin';
}

/** Edit an organization and assign its organizers. Organizers keep managing their own. */
export function canManageOrganization(caller: ScopedCaller, organization: OrganizationInScope): boolean {
  switch (caller.role) {
    case 'super-admin':
      return true;
    case 'franchisee-user':
      return inOwnFranchise(caller, organization.franchiseId);
    case 'organizer':
      return organization.organizerUserIds?.includes(caller.userId) ?? false;
    default:
      return false;
  }
}

/** Move an organization to another franchise (overriding the one its ZIP gave it): super admins. */
export function canMoveOrganization(caller: ScopedCaller): boolean {
  return caller.role === 'super-admin';
}

/** Edit a Thon, change its status, assign its organizers and team leaders. */
export function canManageThon(caller: ScopedCaller, event: ThonInScope): boolean {
  switch (caller.role) {
    case 'super-admin':
      return true;
    case 'organizer':
      return event.organizerUserId === caller.userId;
    case 'franchisee-user':
      return inOwnFranchise(caller, event.franchiseId);
    case 'test-user':
      // A rehearsal is the whole event (edit, go live, invite, pledge), on test Thons only; their
      // money still moves in test mode and their sends go to the outbox, never SES or SNS.
      return event.isTest === true;
    default:
      return false;
  }
}

/**
 * Event-day work on a Thon (units, offline pledges, participants, teams): whoever manages it (a
 * test user on test Thons among them), and a franchisee team leader on the Thons of their
 * franchise they are assigned to.
 */
export function canWorkOnThon(caller: ScopedCaller, event: ThonInScope): boolean {
  if (canManageThon(caller, event)) return true;
  if (caller.role === 'franchisee-team-leader') {
    return (
      inOwnFranchise(caller, event.franchiseId) && (caller.assignedEventIds?.includes(event.eventId) ?? false)
    );
  }
  return false;
}

/**
 * Money settings of a Thon (its commission, 0-60): super admins, and a franchisee user on their
 * franchise's Thons. An organizer's own minimums are Thon management, not this.
 */
export function canSetMoney(caller: ScopedCaller, event: ThonInScope): boolean {
  if (caller.role === 'super-admin') return true;
  return caller.role === 'franchisee-user' && inOwnFranchise(caller, event.franchiseId);
}

/**
 * Invite, change or deactivate a user: super admins anyone (the last super admin is a separate
 * rule, it needs a count), a franchisee user only their own franchise's team leaders.
 */
export function canManageUser(caller: ScopedCaller, target: UserInScope): boolean {
  if (caller.role === 'super-admin') return true;
  return (
    caller.role === 'franchisee-user' &&
    target.role === 'franchisee-team-leader' &&
    target.userId !== caller.userId &&
    inOwnFranchise(caller, target.franchiseId)
  );
}

/** See a user in the console's search: super admins anyone, a franchisee user their franchise's users. */
export function canReadUser(caller: ScopedCaller, target: UserInScope): boolean {
  if (caller.role === 'super-admin') return true;
  return caller.role === 'franchisee-user' && inOwnFranchise(caller, target.franchiseId);
}

/** Which Thons a list Query may return to the caller; each kind is one Query of its own index. */
export type ThonFilter =
  | { kind: 'all' }
  | { kind: 'franchise'; franchiseId: string }
  | { kind: 'assigned'; franchiseId: string; eventIds: readonly string[] }
  | { kind: 'organizer'; userId: string }
  | { kind: 'test' }
  | { kind: 'none' };

export function visibleThonFilter(caller: ScopedCaller): ThonFilter {
  const own = ownFranchise(caller);
  switch (caller.role) {
    case 'super-admin':
      return { kind: 'all' };
    case 'franchisee-user':
      return own ? { kind: 'franchise', franchiseId: own } : { kind: 'none' };
    case 'franchisee-team-leader':
      return own
        ? { kind: 'assigned', franchiseId: own, eventIds: caller.assignedEventIds ?? [] }
        : { kind: 'none' };
    case 'organizer':
      return { kind: 'organizer', userId: caller.userId };
    case 'test-user':
      return { kind: 'test' };
    default:
      return { kind: 'none' };
  }
}

/** Whether one Thon passes a list filter (a Query filtered in code, or a read checked after it). */
export function thonMatchesFilter(filter: ThonFilter, event: ThonInScope): boolean {
  switch (filter.kind) {
    case 'all':
      return true;
    case 'franchise':
      return event.franchiseId === filter.franchiseId;
    case 'assigned':
      return event.franchiseId === filter.franchiseId && filter.eventIds.includes(event.eventId);
    case 'organizer':
      return event.organizerUserId === filter.userId;
    case 'test':
      return event.isTest === true;
    case 'none':
      return false;
  }
}

/**
 * The one way a scope refusal is answered: exactly as an unknown id (NotFound with the message
 * the unknown id gets), never 403, so a stranger learns nothing about ids outside their scope.
 */
export function notFoundUnless(allowed: boolean, message: string = notFound): asserts allowed {
  if (!allowed) throw new NotFound(message);
}

/** An item read by id, returned only if it exists and the caller's scope reaches it. */
export function foundInScope<T>(
  item: T | undefined,
  allowed: (item: T) => boolean,
  message: string = notFound,
): T {
  notFoundUnless(item !== undefined && allowed(item), message);
  return item as T;
}
