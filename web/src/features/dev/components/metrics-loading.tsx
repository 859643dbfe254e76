// Shown on a first visit while the metrics load; later refreshes keep the old figures on screen.
export function MetricsLoading() {
  return (
    <p role="status" aria-busy="true">
      Loading the metrics…
    </p>
  );
}
