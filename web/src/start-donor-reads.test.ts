// The donor pages' early reads: the script their HTML loads beside the entry chunk sends the
// page's first API requests, and the route loaders' reads take those answers instead of asking
// again (one request each, not two).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from './testing/msw-server';

/** Counts the requests the API receives, by path. */
function countRequests(): Map<string, number> {
  const counts = new Map<string, number>();
  const seen = (request: Request) => {
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  };
  server.use(
    http.post('*/api/EventCode', async ({ request }) => {
      seen(request);
      const { EventCode } = (await request.json()) as { EventCode: string };
      return HttpResponse.json(EventCode === 'LINCOLN26' ? 'evt-1' : 'not found');
    }),
    http.get('*/api/events/GetEventPage/:eventId', ({ request, params }) => {
      seen(request);
      return HttpResponse.json({ EventId: params.eventId, Name: 'Lincoln Elementary Fun Run' });
    }),
    http.get('*/api/participants/GetStudentPage/:participantId', ({ request, params }) => {
      seen(request);
      return HttpResponse.json({ ParticipantId: params.participantId });
    }),
    http.get('*/api/pledges/GetPledgeOptions/:participantId', ({ request, params }) => {
      seen(request);
      return HttpResponse.json({ ParticipantId: params.participantId });
    }),
  );
  return counts;
}

/** Opens the page at `path` as its HTML does: the early script first, then the app's modules. */
async function openPage(path: string) {
  window.history.replaceState(null, '', path);
  // Fresh modules per test: the early script runs once, when first imported.
  vi.resetModules();
  await import('./start-donor-reads');
  const { loadEventPage } = await import('@/features/events/api/load-event-page');
  const { loadStudentPage } = await import('@/features/participants/api/load-student-page');
  const { loadPledgeOptions } = await import('@/features/pledges/api/load-pledge-options');
  return { loadEventPage, loadStudentPage, loadPledgeOptions };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the donor pages’ early reads', () => {
  it('sends the event page’s two reads before the app, which takes both answers, however soon it asks', async () => {
    const counts = countRequests();
    const app = await openPage('/event/LINCOLN26');
    // At once: the code's answer reaches the app only after the early page read has been sent.
    await expect(app.loadEventPage('LINCOLN26')).resolves.toMatchObject({ EventId: 'evt-1' });
    expect(Object.fromEntries(counts)).toEqual({
      '/api/EventCode': 1,
      '/api/events/GetEventPage/evt-1': 1,
    });
  });

  it('sends the student and pledge pages’ read once, and a later read asks the server again', async () => {
    const counts = countRequests();
    let app = await openPage('/student/p-7');
    await expect(app.loadStudentPage('p-7')).resolves.toEqual({ ParticipantId: 'p-7' });
    expect(counts.get('/api/participants/GetStudentPage/p-7')).toBe(1);
    // Taken once: a revalidation is a fresh answer.
    await app.loadStudentPage('p-7');
    expect(counts.get('/api/participants/GetStudentPage/p-7')).toBe(2);

    app = await openPage('/pledge/p-7');
    await expect(app.loadPledgeOptions('p-7')).resolves.toEqual({ ParticipantId: 'p-7' });
    expect(counts.get('/api/pledges/GetPledgeOptions/p-7')).toBe(1);
  });

  it('leaves an unknown code to the app: no page read is sent', async () => {
    const counts = countRequests();
    const app = await openPage('/event/NOPE');
    await expect(app.loadEventPage('NOPE')).resolves.toBeUndefined();
    expect(Object.fromEntries(counts)).toEqual({ '/api/EventCode': 1 });
  });

  it('sends nothing on other pages (the manage page, a student’s sub-path, home)', async () => {
    // The script sends its first request as it runs, so a fetch would be recorded by now.
    const fetching = vi.spyOn(globalThis, 'fetch');
    for (const path of ['/pledge/manage', '/student/p-7/extra', '/']) {
      await openPage(path);
    }
    expect(fetching).not.toHaveBeenCalled();
    fetching.mockRestore();
  });
});
