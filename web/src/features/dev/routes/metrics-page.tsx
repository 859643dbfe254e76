// Dev only: what the local functions measured (the EMF metrics CloudWatch would receive) and
// traced (each invocation's AWS SDK calls, as X-Ray would show them), since `npm start` began.
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { CounterTable } from '../components/counter-table';
import { formatDuration } from '../components/format-duration';
import { InvocationList } from '../components/invocation-list';
import { groupMetrics } from '../components/metric-groups';
import { SentAt } from '../components/sent-at';
import { useLiveRefresh } from '../components/use-live-refresh';
import type { metricsLoader } from './metrics-loader';

/** How often the figures follow the stack while live updates are on. */
export const liveRefreshMs = 5000;

export function MetricsPage() {
  const metrics = useLoaderData<typeof metricsLoader>();
  const [live, setLive] = useState(true);
  const revalidator = useLiveRefresh(live, liveRefreshMs);
  // Only a click's refresh shows: live updates change the figures without the button flickering.
  const [clicked, setClicked] = useState(false);
  const refreshing = clicked && revalidator.state === 'loading';
  const { areas, jobs, business } = groupMetrics(metrics.metrics);

  return (
    <>
      <title>Metrics · Thon (dev)</title>
      <h1>Local metrics</h1>
      <p>
        What the local functions measured and traced since the stack started (
        <SentAt iso={metrics.startedAt} />
        ): the metrics CloudWatch would receive, and the latest invocations with their AWS calls.
      </p>
      <div className="toolbar">
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus mid-refresh. */}
        <button
          type="button"
          aria-disabled={refreshing}
          onClick={() => {
            if (refreshing) return;
            setClicked(true);
            void revalidator.revalidate().finally(() => setClicked(false));
          }}
        >
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
        <label>
          <input type="checkbox" checked={live} onChange={(event) => setLive(event.target.checked)} /> Update
          every {liveRefreshMs / 1000} s
        </label>
        {/* Counts only: a status that changed on every live update would keep interrupting a screen reader. */}
        <p className="toolbar-status" role="status">
          {metrics.invocations.length} invocations, {metrics.metrics.length} metrics.
        </p>
      </div>
      <section aria-labelledby="metrics-areas-heading" aria-busy={refreshing}>
        <h2 id="metrics-areas-heading">Route areas</h2>
        <CounterTable
          caption="Requests per route area"
          headings={['Area', 'Requests', 'Faults', 'Client errors', 'p50', 'p99']}
          rows={areas.map((row) => ({
            key: row.area,
            cells: [
              row.area,
              row.requests,
              row.faults,
              row.clientErrors,
              formatDuration(row.p50),
              formatDuration(row.p99),
            ],
          }))}
          empty="No request has been answered yet."
        />
      </section>
      <section aria-labelledby="metrics-jobs-heading" aria-busy={refreshing}>
        <h2 id="metrics-jobs-heading">Jobs</h2>
        <CounterTable
          caption="Job runs"
          headings={['Job', 'Runs', 'Failures', 'p50', 'p99']}
          rows={jobs.map((row) => ({
            key: row.job,
            cells: [row.job, row.runs, row.failures, formatDuration(row.p50), formatDuration(row.p99)],
          }))}
          empty="No job has run yet."
        />
      </section>
      <section aria-labelledby="metrics-business-heading" aria-busy={refreshing}>
        <h2 id="metrics-business-heading">Business metrics</h2>
        <CounterTable
          caption="Business metric counts"
          headings={['Metric', 'Split', 'Count']}
          rows={business.map((row) => ({
            key: `${row.name} ${row.split}`,
            cells: [row.name, row.split === '' ? '–' : row.split, row.count],
          }))}
          empty="No business metric has been counted yet."
        />
      </section>
      <section aria-labelledby="metrics-invocations-heading" aria-busy={refreshing}>
        <h2 id="metrics-invocations-heading">Latest invocations</h2>
        <InvocationList invocations={metrics.invocations} />
      </section>
    </>
  );
}
