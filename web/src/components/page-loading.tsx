// Stands in for a page while its code loads on a first visit (route-level code splitting).
export function PageLoading() {
  return (
    <p role="status" aria-busy="true">
      Loading…
    </p>
  );
}
