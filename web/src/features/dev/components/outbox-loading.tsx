// Shown on a first visit while the outbox loads; later refreshes keep the old list on screen.
export function OutboxLoading() {
  return (
    <p role="status" aria-busy="true">
      Loading the outbox…
    </p>
  );
}
