import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devMetricsPath } from '@thon/shared/observability/local-telemetry';
import { findAlertSaying } from '../../../testing/alert';
import { must } from '../../../testing/must';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { devMetricsFixture } from '../testing/dev-metrics-fixture';
import { liveRefreshMs } from './metrics-page';

const empty = { startedAt: devMetricsFixture.startedAt, metrics: [], invocations: [] };

/** The table's rows as their cells' text, header row first. */
function rowsOf(region: HTMLElement): string[][] {
  return within(region)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

let served = 0;
beforeEach(() => {
  served = 0;
  server.use(
    http.get(devMetricsPath, () => {
      served += 1;
      return HttpResponse.json(devMetricsFixture);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dev metrics page', () => {
  it('groups the counters per route area, per job and as business metrics', async () => {
    renderApp('/dev/metrics');

    const areas = await screen.findByRole('region', { name: 'Requests per route area' });
    expect(rowsOf(areas)).toEqual([
      ['Area', 'Requests', 'Faults', 'Client errors', 'p50', 'p99'],
      ['events', '3', '0', '1', '42 ms', '121 ms'],
    ]);
    expect(rowsOf(screen.getByRole('region', { name: 'Job runs' }))).toEqual([
      ['Job', 'Runs', 'Failures', 'p50', 'p99'],
      ['sweepPledges', '1', '0', '8.4 ms', '8.4 ms'],
    ]);
    expect(rowsOf(screen.getByRole('region', { name: 'Business metric counts' }))).toEqual([
      ['Metric', 'Split', 'Count'],
      ['LapsCounted', '–', '12'],
      ['PledgesCreated', 'Kind=Flat', '2'],
    ]);
  });

  it('lists the latest invocations newest first, with their AWS calls and failures', async () => {
    renderApp('/dev/metrics');

    const section = await screen.findByRole('region', { name: 'Latest invocations' });
    const invocations = within(section).getAllByRole('article');
    expect(invocations.map((invocation) => within(invocation).getByRole('heading').textContent)).toEqual([
      'Route CreateThon 200',
      'Job sweepPledges failed',
    ]);
    const route = must(invocations[0], 'the newest invocation');
    expect(within(route).getByText('3f2a9c1e-7b4d-4e8a-9f00-123456789abc')).toBeInTheDocument();
    expect(
      within(within(route).getByRole('list', { name: 'AWS calls of CreateThon' }))
        .getAllByRole('listitem')
        .map((call) => call.textContent),
    ).toEqual(['DynamoDB GetItem 3.2 ms', 'DynamoDB TransactWriteItems 15 ms']);
    expect(within(must(invocations[1], 'the job')).getByText('ThrottlingException')).toBeInTheDocument();
  });

  it('follows the stack every few seconds until live updates are switched off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.use(http.get(devMetricsPath, () => HttpResponse.json(empty), { once: true }));
    const { user } = renderApp('/dev/metrics');

    expect(await screen.findByText('No request has been answered yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has run yet.')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(liveRefreshMs);
      await Promise.resolve();
    });
    expect(await screen.findByRole('region', { name: 'Requests per route area' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 invocations, 9 metrics.');

    await user.click(screen.getByRole('checkbox', { name: `Update every ${liveRefreshMs / 1000} s` }));
    const before = served;
    await act(async () => {
      vi.advanceTimersByTime(liveRefreshMs * 3);
      await Promise.resolve();
    });
    // A click's refresh, finished: any update the timer had started would have reached the server first.
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(served).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(served).toBe(before + 1);
  });

  it('says when the metrics cannot be read', async () => {
    server.use(
      http.get(devMetricsPath, () =>
        HttpResponse.json({ message: 'This gateway has no telemetry.' }, { status: 404 }),
      ),
    );
    renderApp('/dev/metrics');

    await findAlertSaying(screen, 'This gateway has no telemetry.');
  });

  it('passes axe at 360 px', async () => {
    window.innerWidth = 360;
    renderApp('/dev/metrics');
    await screen.findByRole('region', { name: 'Latest invocations' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
