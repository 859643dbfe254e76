// The account page's route action, for the super admin's tools (clearing the public caches and
// opening the other site) and a participant's own message on their student page. Each button posts here through its fetcher (JSON named by `intent`), so
// pending state and overlapping presses are React Router's. The API's refusal comes back as an
// outcome the button shows.
import type { ActionFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { clearCache } from '@/lib/clear-cache';
import { createSsoHandoff } from '@/features/auth/api/create-sso-handoff';
import {
  familyPageOutcome,
  type FamilyPageRequest,
} from '@/features/prizes-public/routes/family-page-actions';

export type MyAccountActionRequest =
  { intent: 'clear-cache' } | { intent: 'sso-handoff'; target: 'admin' | 'main' } | FamilyPageRequest;

export type Refused = { ok: false; message: string | null };
export type CacheCleared = { ok: true; invalidated: boolean; note: string } | Refused;
export type HandoffCreated = { ok: true; url: string } | Refused;

/** The API's refusal, or null for any other failure (the button says it in its own words). */
async function refusedOr<T>(run: () => Promise<T>): Promise<T | Refused> {
  try {
    return await run();
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.message : null };
  }
}

export async function myAccountAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as MyAccountActionRequest;
  switch (body.intent) {
    case 'clear-cache':
      return refusedOr<CacheCleared>(async () => {
        const answer = await clearCache();
        return { ok: true, invalidated: answer.Invalidated, note: answer.Note };
      });
    case 'sso-handoff':
      return refusedOr<HandoffCreated>(async () => ({
        ok: true,
        url: (await createSsoHandoff(body.target)).Url,
      }));
    case 'set-page-message':
    case 'remove-photo':
      return familyPageOutcome(body);
  }
}
