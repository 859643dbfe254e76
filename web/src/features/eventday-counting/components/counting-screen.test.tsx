// The counting page's screen over the real offline store (IndexedDB through fake-indexeddb) and
// the real sync engine; the API is the page's send and roster functions, answering as the server.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingCodeExpired } from '@thon/shared/catalog/eventday-messages';
import { TranslationProvider } from '@/i18n/translation';
import { ApiError } from '@/lib/api-client';
import { seriousViolations } from '@/testing/console-checks';
import type { CountingApi } from '../api/counting-api';
import { countingDbName } from '../offline/counting-db';
import type { ConnectivitySource } from '../offline/counting-sync';
import {
  openCountingStore,
  type CountingStore,
  type EventDayRoster,
  type LapOp,
  type LapResult,
} from '../offline/counting-store';
import { CountingScreen } from './counting-screen';

const avaToken = 'AAAAAAAAAAAA';
const benToken = 'BBBBBBBBBBBB';

const roster: EventDayRoster = {
  EventId: 'event-1',
  EventCode: 'MAPLE1',
  EventName: 'Maple Fun Run',
  Status: 'live',
  CooldownSeconds: 20,
  MaxUnits: 30,
  TimeZone: 'America/Chicago',
  CountingUntil: null,
  Counter: { Kind: 'code', Name: 'Gym door' },
  Runners: [
    {
      ParticipantId: 'p-ava',
      FirstName: 'Ava',
      LastInitial: 'B',
      TeamId: 't-4',
      TeamName: 'Room 4',
      LapToken: avaToken,
      Laps: 2,
      OverMax: 0,
    },
    {
      ParticipantId: 'p-ben',
      FirstName: 'Ben',
      LastInitial: 'C',
      TeamId: 't-5',
      TeamName: 'Room 5',
      LapToken: benToken,
      Laps: 0,
      OverMax: 0,
    },
  ],
  ServerTime: new Date().toISOString(),
};

const opened: CountingStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) store.close();
  await deleteDB(countingDbName);
});

function connectivity(online: boolean): ConnectivitySource {
  return { isOnline: () => online, subscribe: () => () => undefined };
}

/** The server's answer to a batch: each lap gets `answer(op)`. */
function api(answer: (op: LapOp) => Partial<LapResult>): CountingApi & { sent: LapOp[] } {
  const sent: LapOp[] = [];
  return {
    sent,
    loadRoster: () => Promise.resolve({ ...roster, ServerTime: new Date().toISOString() }),
    send: (ops) => {
      sent.push(...ops);
      return Promise.resolve({
        ServerTime: new Date().toISOString(),
        Results: ops.map((op) => ({
          ScanId: op.ScanId,
          Op: op.Op,
          Result: 'counted' as const,
          ParticipantId: null,
          FirstName: null,
          LastInitial: null,
          Laps: null,
          OverMax: 0,
          DuplicateOf: null,
          ...answer(op),
        })),
      });
    },
  };
}

async function show(online: boolean, server = api(() => ({})), now?: () => number) {
  const store = await openCountingStore('MAPLE1');
  opened.push(store);
  await store.saveRoster(roster);
  const user = userEvent.setup();
  render(
    <CountingScreen
      store={store}
      api={server}
      syncOptions={{ connectivity: connectivity(online) }}
      {...(now && { now })}
    />,
  );
  await screen.findByRole('heading', { name: 'Maple Fun Run' });
  return { store, user, server };
}

async function scan(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByLabelText('Scanner or bib code');
  expect(input).toHaveFocus();
  await user.type(input, `${text}{Enter}`);
}

const card = () =>
  within(
    screen.getByText(/Scan a bib|Counted|Already|Unknown|Undone|Over the/u).closest('section') as HTMLElement,
  );

describe('the counting screen', () => {
  it("shows a keyboard scanner's runner, class and next lap, then the server's answer", async () => {
    const { user, server } = await show(
      true,
      api((op) => ({
        Result: 'counted',
        ParticipantId: 'p-ava',
        FirstName: 'Ava',
        LastInitial: 'B',
        Laps: op.Op === 'lap' ? 3 : 2,
      })),
    );
    await scan(user, 'thonlap-aaaaaaaaaaaa');
    expect(card().getByText('Ava B.')).toBeInTheDocument();
    expect(card().getByText('Room 4')).toBeInTheDocument();
    expect(card().getByText('Lap 3')).toBeInTheDocument();
    expect(card().getByText('Counted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saved on this phone')).not.toBeInTheDocument());
    expect(server.sent).toEqual([expect.objectContaining({ Op: 'lap', LapToken: avaToken })]);
    // The input is ready for the next scan.
    expect(screen.getByLabelText('Scanner or bib code')).toHaveValue('');
    expect(screen.getByLabelText('Scanner or bib code')).toHaveFocus();
  });

  it('turns the guess into a duplicate when another phone counted the runner first', async () => {
    const { user } = await show(
      true,
      api(() => ({
        Result: 'duplicate',
        ParticipantId: 'p-ava',
        FirstName: 'Ava',
        LastInitial: 'B',
        Laps: 3,
      })),
    );
    await scan(user, avaToken);
    expect(await card().findByText('Already counted')).toBeInTheDocument();
    expect(card().getByText('Lap 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says an unknown bib is unknown, whether well formed or not', async () => {
    const { user } = await show(false);
    await scan(user, 'THONLAP-ZZZZZZZZZZZZ');
    expect(card().getByText('Unknown bib')).toBeInTheDocument();
    expect(card().queryByText(/Lap \d/u)).not.toBeInTheDocument();
    await scan(user, 'a shop QR code');
    expect(card().getByText('Unknown bib')).toBeInTheDocument();
  });

  it('guesses a duplicate for a second scan on this phone within the cooldown', async () => {
    const { user } = await show(false);
    await scan(user, avaToken);
    expect(card().getByText('Lap 3')).toBeInTheDocument();
    await scan(user, avaToken);
    expect(card().getByText('Already counted')).toBeInTheDocument();
    expect(card().getByText('Lap 3')).toBeInTheDocument();
  });

  it('shows offline and the scans waiting to sync', async () => {
    const { user, store } = await show(false);
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    await scan(user, avaToken);
    await scan(user, benToken);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 waiting to sync'));
    expect(await store.pending()).toHaveLength(2);
  });

  it('undoes a lap still queued on the phone within 30 seconds: it is dropped, never sent', async () => {
    const { user, store } = await show(false);
    await scan(user, avaToken);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 waiting to sync'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await card().findByText('Undone')).toBeInTheDocument();
    expect(card().getByText('Lap 2')).toBeInTheDocument();
    // The keyboard scanner can scan the next bib at once.
    expect(screen.getByLabelText('Scanner or bib code')).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('waiting to sync'));
    expect(await store.pending()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('offers Undo for 30 seconds after a counted lap, no longer', async () => {
    // The page's clock is the test's; its timers are faked so the 30 s pass at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let clock = Date.parse('2026-11-27T15:00:00Z');
      const { user, store } = await show(false, undefined, () => clock);
      await scan(user, avaToken);
      clock += 29_000;
      act(() => {
        vi.advanceTimersByTime(29_000);
      });
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      clock += 1_001;
      act(() => {
        vi.advanceTimersByTime(1_001);
      });
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
      expect(card().getByText('Counted')).toBeInTheDocument();
      expect(await store.pending()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('queues an undo of a lap already sent, naming its scan', async () => {
    const { user, server } = await show(
      true,
      api((op) => ({
        Result: op.Op === 'lap' ? 'counted' : 'undone',
        ParticipantId: 'p-ava',
        FirstName: 'Ava',
        LastInitial: 'B',
        Laps: op.Op === 'lap' ? 3 : 2,
      })),
    );
    await scan(user, avaToken);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Saved on this phone')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]).toEqual({ Op: 'undo', ScanId: server.sent[0]?.ScanId, ParticipantId: 'p-ava' });
    expect(await card().findByText('Undone')).toBeInTheDocument();
  });

  it('counts a runner without a bib by name', async () => {
    const { user, store } = await show(false);
    await user.click(screen.getByText('Count by name'));
    await user.type(screen.getByLabelText('First name or class'), 'ben');
    await user.click(screen.getByRole('button', { name: 'Count Ben C. (Room 5)' }));
    expect(card().getByText('Ben C.')).toBeInTheDocument();
    expect(screen.getByLabelText('Scanner or bib code')).toHaveFocus();
    expect(card().getByText('Lap 1')).toBeInTheDocument();
    expect(await store.pending()).toEqual([
      expect.objectContaining({ LapToken: benToken, ParticipantId: 'p-ben' }),
    ]);
  });

  it('keeps the scans when the code is refused, and says why in Spanish to a Spanish reader', async () => {
    const store = await openCountingStore('MAPLE1');
    opened.push(store);
    await store.saveRoster(roster);
    const refusing: CountingApi = {
      loadRoster: () => Promise.reject(new ApiError(401, countingCodeExpired)),
      send: () => Promise.reject(new ApiError(401, countingCodeExpired)),
    };
    const user = userEvent.setup();
    render(
      <TranslationProvider language="es">
        <CountingScreen
          store={store}
          api={refusing}
          syncOptions={{ connectivity: connectivity(true) }}
          onForgetCode={() => undefined}
        />
      </TranslationProvider>,
    );
    await screen.findByText('Contando como Gym door');
    await user.type(screen.getByLabelText('Escáner o código del dorsal'), `${avaToken}{Enter}`);
    expect(await screen.findByText('Este código de conteo ha caducado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar otro código de conteo' })).toBeInTheDocument();
    expect(screen.getByText('Vuelta 3')).toBeInTheDocument();
    expect(await store.pending()).toHaveLength(1);
  });

  it('has no serious accessibility findings at 360 px', async () => {
    window.innerWidth = 360;
    const { user } = await show(false);
    await scan(user, avaToken);
    expect(await seriousViolations()).toEqual([]);
  });
});
