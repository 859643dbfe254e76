// Loads the metrics before the page renders; the page's Refresh button and its live updates re-run it.
import type { LoaderFunctionArgs } from 'react-router';
import { getDevMetrics } from '../api/get-dev-metrics';

export function metricsLoader({ request }: LoaderFunctionArgs) {
  return getDevMetrics(request.signal);
}
