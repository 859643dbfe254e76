// The gym's screen: public (no session), the Thon's totals, classes by laps and by participation,
// the latest laps; asks again 5 s after each answer and never while one is on its way; keeps the
// last figures with a quiet 'Reconnecting…' when a refresh fails; an unknown code says so and stops
// asking; Spanish; axe at 360 px.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import type { EventDayScreen } from '@thon/shared/api/schemas/eventday';
import { seriousViolations } from '@/testing/console-checks';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { screenRefreshMs } from '../components/use-screen-refresh';

const screenFixture: EventDayScreen = {
  EventName: 'Spring Fun Run',
  Status: 'live',
  TotalLaps: 1234,
  Runners: 45,
  Participants: 60,
  RaisedCents: 1_234_567,
  Classes: [
    {
      TeamId: 't1',
      Name: "Mrs. Rivera's 3rd Grade",
      Laps: 700,
      Runners: 20,
      Participants: 30,
      ParticipationPercent: 66,
    },
    {
      TeamId: 't2',
      Name: "Mr. Chen's 4th Grade",
      Laps: 534,
      Runners: 25,
      Participants: 30,
      ParticipationPercent: 83,
    },
  ],
  RecentLaps: [
    {
      FirstName: 'Ava',
      LastInitial: 'J',
      TeamName: "Mrs. Rivera's 3rd Grade",
      Lap: 12,
      At: '2026-05-14T15:00:05.000Z',
    },
    {
      FirstName: 'Liam',
      LastInitial: 'S',
      TeamName: "Mr. Chen's 4th Grade",
      Lap: 9,
      At: '2026-05-14T15:00:01.000Z',
    },
  ],
  GeneratedAt: '2026-05-14T15:00:06.000Z',
};

/** Answers each request with the next of `answers` (the last one again when they run out). */
function screenAnswers(...answers: (() => Response | Promise<Response>)[]) {
  const asked: string[] = [];
  server.use(
    http.get(mswPath(eventDayRoutes.getEventDayScreen), ({ params }) => {
      asked.push(String(params.eventCode));
      const answer = answers[Math.min(asked.length, answers.length) - 1];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return asked;
}

const figures =
  (change: Partial<EventDayScreen> = {}) =>
  () =>
    HttpResponse.json({ ...screenFixture, ...change });
const failure = () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });

/** Lets the page's timers run `ms` ahead (the fake clock), its requests answered meanwhile. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  sessionStorage.clear();
  // Only the page's own timers are faked; real time still moves them (the tests' waits need it).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the event day screen', () => {
  it('shows the totals, the classes by laps and by participation, and the latest laps, signed in as no one', async () => {
    const asked = screenAnswers(figures());
    renderApp('/eventday/spring25/screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Fun Run' })).toBeInTheDocument();
    // Sent as the server reads it: one cached copy at the edge however the address was typed.
    expect(asked).toEqual(['SPRING25']);
    const totals = document.querySelector('.screen-totals');
    expect(totals).toHaveTextContent('Laps1,234');
    expect(totals).toHaveTextContent('Runners45 of 60');
    expect(totals).toHaveTextContent('Raised$12,345');

    const byLaps = screen.getByRole('region', { name: 'Classes by laps' });
    expect(
      within(byLaps)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ClassLapsRunners', "Mrs. Rivera's 3rd Grade70020 of 30", "Mr. Chen's 4th Grade53425 of 30"]);
    const byParticipation = screen.getByRole('region', { name: 'Classes by participation' });
    expect(
      within(byParticipation)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ClassParticipationRunners',
      "Mr. Chen's 4th Grade83%25 of 30",
      "Mrs. Rivera's 3rd Grade66%20 of 30",
    ]);
    const latest = screen.getByRole('region', { name: 'Latest laps' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Ava J.Mrs. Rivera's 3rd GradeLap 12", "Liam S.Mr. Chen's 4th GradeLap 9"]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it(`asks again ${screenRefreshMs / 1000} s after each answer, never while one is on its way`, async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = screenAnswers(
      figures(),
      async () => {
        await held;
        return HttpResponse.json({ ...screenFixture, TotalLaps: 1240 });
      },
      figures({ TotalLaps: 1250 }),
    );
    renderApp('/eventday/SPRING25/screen');
    await screen.findByText('1,234');
    await pass(screenRefreshMs - 100);
    expect(asked).toHaveLength(1);
    await pass(100);
    expect(asked).toHaveLength(2);
    // The second answer is slow: a minute passes and nothing more is asked.
    await pass(60_000);
    expect(asked).toHaveLength(2);
    expect(screen.getByText('1,234')).toBeInTheDocument();

    release();
    expect(await screen.findByText('1,240')).toBeInTheDocument();
    await pass(screenRefreshMs);
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it("keeps the last figures when a refresh fails, quietly marked 'Reconnecting…', until one succeeds", async () => {
    screenAnswers(figures(), failure, failure, figures({ TotalLaps: 1300 }));
    renderApp('/eventday/SPRING25/screen');
    await screen.findByText('1,234');
    await pass(screenRefreshMs);
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest laps' })).toHaveTextContent('Ava J.');
    await pass(screenRefreshMs);
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    await pass(screenRefreshMs);
    expect(await screen.findByText('1,300')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('says so for an unknown event code and stops asking', async () => {
    const asked = screenAnswers(() => HttpResponse.json({ message: 'No such event.' }, { status: 404 }));
    renderApp('/eventday/NOPE/screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, that code is not valid.');
    await pass(screenRefreshMs * 3);
    expect(asked).toHaveLength(1);
  });

  it('reads in Spanish for a Spanish browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    screenAnswers(figures());
    renderApp('/eventday/SPRING25/screen');
    expect(await screen.findByRole('region', { name: 'Clases por vueltas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clases por participación' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Últimas vueltas' })).toHaveTextContent('Vuelta 12');
    expect(document.querySelector('.screen-totals')).toHaveTextContent('Corredores45 de 60');
  });

  it('has no serious accessibility findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    screenAnswers(figures(), failure);
    renderApp('/eventday/SPRING25/screen');
    await screen.findByText('1,234');
    expect(await seriousViolations()).toEqual([]);
    await pass(screenRefreshMs);
    await screen.findByText('Reconnecting…');
    expect(await seriousViolations()).toEqual([]);
  });
});
