import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devMetricsPath } from '@thon/shared/observability/local-telemetry';
import { findAlertSaying } from '../../../testing/alert';
import { must } from '../../../testing/must';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { devMetricsFixture, devMetricsWithBusiness } from '../testing/dev-metrics-fixture';
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
  it('groups the counters per route area and per job', async () => {
    renderApp('/dev/metrics');

    const areas = await screen.findByRole('region', { name: 'Requests per route area' });
    expect(rowsOf(areas)).toEqual([
      ['Area', 'Requests', 'Faults', 'Client errors', 'p50', 'p99'],
      ['auth', '2', '0', '0', '142 ms', '200 ms'],
      ['authorizer', '2', '0', '0', '88 ms', '172 ms'],
      ['events', '1', '0', '0', '28 ms', '28 ms'],
      ['public-pages', '3', '0', '0', '45 ms', '148 ms'],
    ]);
    expect(rowsOf(screen.getByRole('region', { name: 'Job runs' }))).toEqual([
      ['Job', 'Runs', 'Failures', 'p50', 'p99'],
      ['applyLapUnits', '1', '0', '1247 ms', '1247 ms'],
      ['lockPrizeAwards', '1', '0', '1118 ms', '1118 ms'],
      ['sendShareReminders', '1', '0', '1023 ms', '1023 ms'],
      ['sweepPledges', '1', '0', '146 ms', '146 ms'],
    ]);
    expect(screen.getByText('No business metric has been counted yet.')).toBeInTheDocument();
  });

  it('lists the business metrics with their split', async () => {
    server.use(http.get(devMetricsPath, () => HttpResponse.json(devMetricsWithBusiness)));
    renderApp('/dev/metrics');

    expect(rowsOf(await screen.findByRole('region', { name: 'Business metric counts' }))).toEqual([
      ['Metric', 'Split', 'Count'],
      ['LapsCounted', '–', '12'],
      ['PledgesCreated', 'Kind=Flat', '2'],
    ]);
  });

  it('lists the latest invocations newest first, with their AWS calls', async () => {
    renderApp('/dev/metrics');

    const section = await screen.findByRole('region', { name: 'Latest invocations' });
    const invocations = within(section).getAllByRole('article');
    expect(invocations).toHaveLength(devMetricsFixture.invocations.length);
    expect(
      invocations.slice(3, 7).map((invocation) => within(invocation).getByRole('heading').textContent),
    ).toEqual([
      'Job sweepPledges ok',
      'Route GetMyThons 200',
      'Route Authorizer 200',
      'Route GetSession 200',
    ]);
    const authorizer = must(invocations[5], 'the authorizer of GetMyThons');
    expect(within(authorizer).getByText('c62bd0bc-055c-48a7-b4ae-52f8e58cc42f')).toBeInTheDocument();
    expect(
      within(within(authorizer).getByRole('list', { name: 'AWS calls of Authorizer' }))
        .getAllByRole('listitem')
        .map((call) => call.textContent),
    ).toEqual(['DynamoDB GetItem 58 ms', 'DynamoDB GetItem 78 ms']);
  });

  it('marks a failed run and its failed call', async () => {
    server.use(http.get(devMetricsPath, () => HttpResponse.json(devMetricsWithBusiness)));
    renderApp('/dev/metrics');

    const failed = await screen.findByRole('article', { name: 'Worker chargePledges failed' });
    expect(within(failed).getByText('failed')).toHaveClass('invocation-failed');
    expect(within(failed).getByRole('listitem')).toHaveTextContent(
      'DynamoDB Query 2.1 ms ThrottlingException',
    );
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
    expect(screen.getByRole('status')).toHaveTextContent(
      `${devMetricsFixture.invocations.length} invocations, ${devMetricsFixture.metrics.length} metrics.`,
    );

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
