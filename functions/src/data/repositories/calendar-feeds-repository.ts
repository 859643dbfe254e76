// Calendar feeds: a franchise's one active iCalendar feed, found by its token's hash (the public
// feed, one GetItem) or by its franchise (one Query of gsi1, to replace or revoke it). A change
// and its audit entry are one transaction; each old feed is deleted on condition it still exists,
// so two concurrent replacements cannot both leave a feed behind unseen (the loser is cancelled).
import type { EntityItem } from 'electrodb';
import type { calendarFeedEntity } from '../entities/calendar-feed';
import { thon } from '../thon-service';
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import { writeNamed, type WriteOutcome } from './write-transaction';

export type CalendarFeedRecord = EntityItem<typeof calendarFeedEntity>;

export async function getCalendarFeed(tokenHash: string): Promise<CalendarFeedRecord | undefined> {
  const { data } = await thon().entities.calendarFeed.get({ tokenHash }).go();
  return data ?? undefined;
}

/** The franchise's feeds (one, or none; more only for the moment of a lost race). */
export async function listCalendarFeedsOfFranchise(franchiseId: string): Promise<CalendarFeedRecord[]> {
  const { data } = await thon().entities.calendarFeed.query.byFranchise({ franchiseId }).go({ pages: 'all' });
  return data;
}

/**
 * Deletes `previous` feeds and writes `next` (absent: a revocation) with the audit entry, all or
 * nothing. Refused when a previous feed is already gone (a concurrent change): read again.
 */
export function replaceCalendarFeeds(input: {
  previous: readonly CalendarFeedRecord[];
  next?: CalendarFeedRecord;
  audit: AuditEntryRecord;
}): Promise<WriteOutcome<string>> {
  const { previous, next, audit } = input;
  return writeNamed<string>((entities) => ({
    ...Object.fromEntries(
      previous.map((feed, index) => [
        `previous${index}`,
        entities.calendarFeed
          .delete({ tokenHash: feed.tokenHash })
          .where(({ tokenHash }, { exists }) => exists(tokenHash))
          .commit(),
      ]),
    ),
    ...(next ? { next: entities.calendarFeed.create(next).commit() } : {}),
    audit: auditEntryWrite(entities, audit),
  }));
}
