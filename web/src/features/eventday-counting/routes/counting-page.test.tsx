// The counting page at /eventday/{eventCode} in the app's real route tree: a volunteer's code from
// the QR's fragment is kept on the phone and taken out of the address; without a code or a
// session the page explains how to get one.
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { deleteDB } from 'idb';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { server } from '@/testing/msw-server';
import { mswPath } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { countingDbName } from '../offline/counting-db';
import { openCountingStore } from '../offline/counting-store';
import { codeOfFragment } from './counting-page';

const code = 'ABCDEFGH' + 'JKLMNPQRSTUVWXYZ';

afterEach(async () => {
  // The page's store closes when it unmounts; the database can be deleted only then.
  cleanup();
  vi.restoreAllMocks();
  await deleteDB(countingDbName);
});

describe('the counting page', () => {
  it('reads a well-formed counting code from the fragment only', () => {
    expect(codeOfFragment(`#code=${code.toLowerCase()}`)).toBe(code);
    expect(codeOfFragment('#code=NOTACODE')).toBeUndefined();
    expect(codeOfFragment('')).toBeUndefined();
  });

  it("opens with the QR's code: kept on the phone, out of the address, the roster read with it", async () => {
    const opens: unknown[] = [];
    server.use(
      http.post(mswPath(eventDayRoutes.openCountingCode), async ({ request }) => {
        opens.push(await request.json());
        return HttpResponse.json({
          EventId: 'event-1',
          EventCode: 'MAPLE1',
          EventName: 'Maple Fun Run',
          Status: 'live',
          CooldownSeconds: 20,
          MaxUnits: 30,
          TimeZone: 'America/Chicago',
          CountingUntil: '2026-11-28T06:00:00.000Z',
          Counter: { Kind: 'code', Name: 'Gym door' },
          Runners: [],
          ServerTime: new Date().toISOString(),
        });
      }),
    );
    const replace = vi.spyOn(window.history, 'replaceState');
    renderApp(`/eventday/MAPLE1#code=${code}`);
    expect(await screen.findByRole('heading', { name: 'Maple Fun Run' })).toBeInTheDocument();
    expect(screen.getByText('Counting as Gym door')).toBeInTheDocument();
    expect(opens[0]).toEqual({ EventCode: 'MAPLE1', Code: code });
    expect(replace.mock.calls.map((call) => call[2])).toContain('/eventday/MAPLE1');
    const store = await openCountingStore('MAPLE1');
    await waitFor(async () => expect(await store.getCode()).toBe(code));
    store.close();
  });

  it('explains how to get a code to a visitor with neither a code nor a session', async () => {
    renderApp('/eventday/MAPLE1');
    expect(await screen.findByRole('heading', { name: 'Count laps' })).toBeInTheDocument();
    expect(screen.getByText(/scan the counting code your Thon’s organizer gives you/u)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/eventday/MAPLE1')}`,
    );
  });
});
