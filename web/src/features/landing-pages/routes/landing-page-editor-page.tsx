// /landingpages/new and /landingpages/{id}: the landing-page editor. Organizers and
// super admins choose the event from their Thons (and, optionally, one of its teams); a team
// leader names the event by its code. Editing finds the page among the manager's own.
import { data } from 'react-router';
import { noSuchLandingPage } from '@thon/shared/catalog/landing-page-messages';
import { loadCurrentSession } from '../../../lib/current-session';
import { loadLandingPages, loadMyThons, type EventChoice, type LandingPage } from '../api/landing-page-calls';
import { LandingPageForm } from '../components/landing-page-form';

export interface LandingPageEditorData {
  /** The page being edited; none for a new one. */
  page: LandingPage | undefined;
  /** The Thons to choose the event from; null when the manager names it by its code (team leader). */
  events: EventChoice[] | null;
}

export async function loadLandingPageEditor(
  id: string | undefined,
  signal?: AbortSignal,
): Promise<LandingPageEditorData> {
  if (id !== undefined) {
    const page = (await loadLandingPages(signal)).find((candidate) => candidate.LandingPageId === id);
    if (!page) throw data(noSuchLandingPage, { status: 404, statusText: 'Not Found' });
    return { page, events: null };
  }
  const session = await loadCurrentSession();
  const choosesEvent = session?.Role === 'organizer' || session?.Role === 'super-admin';
  return { page: undefined, events: choosesEvent ? await loadMyThons(signal) : null };
}

export function LandingPageEditorPage({ page, events }: LandingPageEditorData) {
  const heading = page ? `Edit ${page.Title}` : 'Create a landing page';
  return (
    <>
      <title>{`${heading} · Thon`}</title>
      <h1>{heading}</h1>
      {/* A new key per page: the form starts again from the page it edits. */}
      <LandingPageForm key={page?.LandingPageId ?? 'new'} page={page} events={events} />
    </>
  );
}
