// Is this page served from a staging host (spec section 9: the host name contains localhost or
// staging)? Read from the address the browser shows, so one build behaves right on every host.
// The page frame rendered at build time (app/page-shell.tsx) has no address: not staging.
import { isStagingHost } from '@thon/shared/catalog/environment';

export function isStagingSite(host: string = globalThis.location?.hostname ?? ''): boolean {
  return isStagingHost(host);
}
