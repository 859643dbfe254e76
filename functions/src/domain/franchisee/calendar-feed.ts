// The franchise's iCalendar feed: a subscription URL holding a secret token (32 random bytes;
// only its SHA-256 is stored, so the table cannot give a URL back), one per franchise. A new
// feed replaces the old one and revoking deletes it, each with its audit entry in the same
// transaction. The public feed answers an unknown or revoked token with 404.
//
// The token travels in the URL path, unlike every other secret (docs/security.md): a calendar
// app subscribes by URL alone and sends no header. It reads dates, schools and counts only (no
// child, no money), is revocable, and is compared by hash.
import type { CreatedCalendarFeed } from '@thon/shared/api/schemas/franchisee';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { addDays } from '@thon/shared/franchises/calendar-range';
import type { CalendarFeedRecord } from '../../data/repositories/calendar-feeds-repository';
import { canReadFranchise, notFoundUnless } from '../access/scope';
import { auditEntryOf, type AuditActor } from '../audit/audit-entry';
import { createSecret, hashSecret } from '../auth/one-time-secret';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { calendarThonOf } from './calendar';
import { franchiseInScope } from './franchise-in-scope';
import { franchiseThonsStarting } from './franchise-thons';
import { calendarDocument } from './ical-document';
import type { FranchiseePorts } from './ports';

/** The feed covers Thons that started up to half a year ago and every later one. */
export const feedPastDays = 183;

/** Concurrent replacements of one franchise's feed: read again this many times. */
const rounds = 3;

export const feedPath = (token: string) => `/api/franchisee/CalendarFeed/${token}`;

async function actorOf(deps: Pick<FranchiseePorts, 'users'>, caller: Caller): Promise<AuditActor> {
  const user = await deps.users.getUser(caller.userId);
  return {
    userId: caller.userId,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : caller.userId,
    role: caller.role,
  };
}

/** Replaces the franchise's feeds by `next` (none: revoke), audited, retried on a lost race. */
async function replaceFeeds(
  deps: FranchiseePorts,
  caller: Caller,
  franchiseId: string,
  next: (nowMs: number) => CalendarFeedRecord | undefined,
): Promise<{ next?: CalendarFeedRecord; changed: boolean }> {
  const actor = await actorOf(deps, caller);
  for (let round = 0; round < rounds; round += 1) {
    const previous = await deps.feeds.listCalendarFeedsOfFranchise(franchiseId);
    const nowMs = deps.clock.nowMs();
    const feed = next(nowMs);
    if (feed === undefined && previous.length === 0) return { changed: false };
    const audit = auditEntryOf(
      {
        actor,
        action: feed ? 'calendar-feed-created' : 'calendar-feed-revoked',
        subject: { kind: 'franchise', id: franchiseId },
        franchiseId,
        // The feed's creation time names it; its secret is never logged.
        before: { calendarFeed: previous.at(-1)?.createdAt ?? null },
        after: { calendarFeed: feed?.createdAt ?? null },
      },
      { id: deps.ids.newId(), nowMs },
    );
    const outcome = await deps.feeds.replaceCalendarFeeds({
      previous,
      ...(feed ? { next: feed } : {}),
      audit,
    });
    if (outcome.written) return { ...(feed ? { next: feed } : {}), changed: true };
  }
  throw new Conflict(changedAtTheSameTime);
}

export async function createCalendarFeed(
  deps: FranchiseePorts,
  caller: Caller,
  request: { FranchiseId?: string | undefined },
): Promise<CreatedCalendarFeed> {
  const franchiseId = await franchiseInScope(deps, caller, request.FranchiseId, canReadFranchise);
  const { secret, hash } = createSecret();
  const { next } = await replaceFeeds(deps, caller, franchiseId, (nowMs) => ({
    tokenHash: hash,
    franchiseId,
    createdByUserId: caller.userId,
    createdAt: new Date(nowMs).toISOString(),
  }));
  return { FeedUrl: `${deps.site.webOrigin()}${feedPath(secret)}`, CreatedAt: next?.createdAt ?? '' };
}

export async function revokeCalendarFeed(
  deps: FranchiseePorts,
  caller: Caller,
  request: { FranchiseId?: string | undefined },
): Promise<{ Revoked: boolean }> {
  const franchiseId = await franchiseInScope(deps, caller, request.FranchiseId, canReadFranchise);
  const { changed } = await replaceFeeds(deps, caller, franchiseId, () => undefined);
  return { Revoked: changed };
}

/** The public feed: the document of the token's franchise, or 404 for an unknown or revoked token. */
export async function calendarFeedDocument(
  deps: Pick<FranchiseePorts, 'feeds' | 'franchisee' | 'clock'>,
  token: string,
): Promise<string> {
  const feed = await deps.feeds.getCalendarFeed(hashSecret(token));
  notFoundUnless(feed !== undefined);
  const franchise = await deps.franchisee.getFranchise(feed.franchiseId);
  notFoundUnless(franchise !== undefined);
  const nowMs = deps.clock.nowMs();
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const thons = await franchiseThonsStarting(deps, feed.franchiseId, {
    fromDate: addDays(today, -feedPastDays),
  });
  return calendarDocument({
    franchiseName: franchise.name,
    thons: thons.map(calendarThonOf),
    stampMs: nowMs,
  });
}
