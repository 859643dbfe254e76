// The counters of /__dev/metrics as the page groups them, by the catalog's names and dimensions:
// per route area (requests, faults, client errors, duration), per job (runs, failures, duration),
// and the business metrics (each split by its dimension's value, if any).
import { jobMetrics, metricDimensions, routeMetrics } from '@thon/shared/observability/metric-catalog';
import type { DevCounter } from '../api/get-dev-metrics';

export interface AreaRow {
  area: string;
  requests: number;
  faults: number;
  clientErrors: number;
  p50?: number;
  p99?: number;
}

export interface JobRow {
  job: string;
  runs: number;
  failures: number;
  p50?: number;
  p99?: number;
}

export interface BusinessRow {
  name: string;
  /** `Channel=email`; empty when the metric has no dimension. */
  split: string;
  count: number;
}

export interface MetricGroups {
  areas: AreaRow[];
  jobs: JobRow[];
  business: BusinessRow[];
}

/** `Area=events,Kind=Flat` → its value of `name`. */
function dimensionValue(dimensions: string, name: string): string | undefined {
  for (const pair of dimensions.split(',')) {
    const [key, ...value] = pair.split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const routeNames = new Set<string>(Object.values(routeMetrics));
const jobNames = new Set<string>(Object.values(jobMetrics));

export function groupMetrics(counters: readonly DevCounter[]): MetricGroups {
  const areas = new Map<string, AreaRow>();
  const jobs = new Map<string, JobRow>();
  const business: BusinessRow[] = [];
  for (const counter of counters) {
    const area = dimensionValue(counter.dimensions, metricDimensions.area);
    const job = dimensionValue(counter.dimensions, metricDimensions.job);
    if (area !== undefined && routeNames.has(counter.name)) {
      const row = areas.get(area) ?? { area, requests: 0, faults: 0, clientErrors: 0 };
      if (counter.name === routeMetrics.requests) row.requests += counter.sum;
      if (counter.name === routeMetrics.faults) row.faults += counter.sum;
      if (counter.name === routeMetrics.clientErrors) row.clientErrors += counter.sum;
      if (counter.name === routeMetrics.duration) Object.assign(row, { p50: counter.p50, p99: counter.p99 });
      areas.set(area, row);
    } else if (job !== undefined && jobNames.has(counter.name)) {
      const row = jobs.get(job) ?? { job, runs: 0, failures: 0 };
      if (counter.name === jobMetrics.runs) row.runs += counter.sum;
      if (counter.name === jobMetrics.failures) row.failures += counter.sum;
      if (counter.name === jobMetrics.duration) Object.assign(row, { p50: counter.p50, p99: counter.p99 });
      jobs.set(job, row);
    } else if (!routeNames.has(counter.name) && !jobNames.has(counter.name)) {
      business.push({ name: counter.name, split: counter.dimensions, count: counter.sum });
    }
  }
  const byName =
    <T>(key: (row: T) => string) =>
    (a: T, b: T) =>
      key(a).localeCompare(key(b));
  return {
    areas: [...areas.values()].sort(byName((row) => row.area)),
    jobs: [...jobs.values()].sort(byName((row) => row.job)),
    business: business.sort(byName((row) => `${row.name} ${row.split}`)),
  };
}
