// The landing-page editor's route action: Save (AddLandingPage or UpdateLandingPage) and
// Delete post here through fetchers. A new page opens its own editor; a deleted one goes back to
// the list; the API's refusal comes back as an outcome with its field issues (the spec's
// 'URL already exists. Please try another.' on Url among them) for the form to show.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { landingPageDeleted, landingPageSaved } from '@thon/shared/catalog/landing-page-messages';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import { ApiError } from '../../../lib/api-client';
import { eventIdOfCode } from '@/features/events/api/event-id-of-code';
import { showToast } from '../../../lib/show-toast';
import {
  addLandingPage,
  deleteLandingPage,
  updateLandingPage,
  type AddLandingPageRequest,
  type LandingPage,
  type UpdateLandingPageRequest,
} from '../api/landing-page-calls';

export const landingPagePath = (id: string) => `/landingpages/${encodeURIComponent(id)}`;

export type LandingPageActionRequest =
  /** A new page; a team leader names the event by its code (EventCode), an organizer by EventId. */
  | { intent: 'add'; page: Omit<AddLandingPageRequest, 'EventId'> & { EventId?: string; EventCode?: string } }
  | { intent: 'update'; page: UpdateLandingPageRequest }
  | { intent: 'delete'; id: string };

export interface FieldIssue {
  path: string;
  message: string;
}
export type LandingPageRefused = { ok: false; message: string; issues: FieldIssue[] };
export type LandingPageSaved = { ok: true; page: LandingPage } | LandingPageRefused;

async function refusedOr<T>(run: () => Promise<T>): Promise<T | LandingPageRefused> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, issues: error.issues };
    throw error;
  }
}

export async function landingPageAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as LandingPageActionRequest;
  switch (body.intent) {
    case 'add':
      return refusedOr<Response | LandingPageRefused>(async () => {
        const { EventCode, EventId, ...fields } = body.page;
        const eventId = EventId || (EventCode ? await eventIdOfCode(EventCode) : undefined);
        if (!eventId) {
          return {
            ok: false,
            message: invalidEventCode,
            issues: [{ path: 'EventCode', message: invalidEventCode }],
          };
        }
        const created = await addLandingPage({ ...fields, EventId: eventId });
        showToast('success', landingPageSaved);
        return redirect(landingPagePath(created.LandingPageId));
      });
    case 'update':
      return refusedOr<LandingPageSaved>(async () => {
        const page = await updateLandingPage(body.page);
        showToast('success', landingPageSaved);
        return { ok: true, page };
      });
    case 'delete':
      return refusedOr<Response | LandingPageRefused>(async () => {
        await deleteLandingPage(body.id);
        showToast('success', landingPageDeleted);
        return redirect('/landingpages');
      });
  }
}
