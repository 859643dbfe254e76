// The lazily loaded route module for /dev/metrics (registered only in dev builds).
export { metricsLoader as loader } from './metrics-loader';
export { MetricsPage as Component } from './metrics-page';
