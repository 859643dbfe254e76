// /shop/franchiseecalander's action: make a new feed (its address is answered once, so the page
// shows it from this answer) or revoke the feed. The API's refusal is an outcome the panel shows.
import type { ActionFunctionArgs } from 'react-router';
import {
  calendarFeedCreated,
  calendarFeedNothingToRevoke,
  calendarFeedReplaced,
  calendarFeedRevoked,
} from '@thon/shared/catalog/franchisee-messages';
import { refusedOr } from '../../../components/form/refused-or';
import { createCalendarFeed, revokeCalendarFeed } from '../api/franchisee-calls';

export type CalendarFeedRequest =
  | { intent: 'create-feed'; franchiseId?: string; replacing: boolean }
  | { intent: 'revoke-feed'; franchiseId?: string };

export type CalendarFeedOutcome =
  { ok: true; message: string; feedUrl?: string } | { ok: false; message: string };

export async function franchiseCalendarAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as CalendarFeedRequest;
  switch (body.intent) {
    case 'create-feed':
      return refusedOr<CalendarFeedOutcome>(async () => {
        const feed = await createCalendarFeed(body.franchiseId);
        return {
          ok: true,
          feedUrl: feed.FeedUrl,
          message: body.replacing ? calendarFeedReplaced : calendarFeedCreated,
        };
      });
    case 'revoke-feed':
      return refusedOr<CalendarFeedOutcome>(async () => {
        const { Revoked } = await revokeCalendarFeed(body.franchiseId);
        return { ok: true, message: Revoked ? calendarFeedRevoked : calendarFeedNothingToRevoke };
      });
  }
}
