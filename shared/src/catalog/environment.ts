// Staging detection (spec section 9): any host whose name contains 'localhost' or 'staging'.
const stagingHostMarkers = ['localhost', 'staging'] as const;

/** Host names are case-insensitive, so 'Staging.example.org' is staging too. */
export function isStagingHost(host: string): boolean {
  const name = host.toLowerCase();
  return stagingHostMarkers.some((marker) => name.includes(marker));
}
