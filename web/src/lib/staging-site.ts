// Is this page served from a staging host (spec section 9: the host name contains localhost or
// staging)? Read from the address the browser shows, so one build behaves right on every host.
import { isStagingHost } from '@thon/shared/catalog/environment';

export function isStagingSite(host: string = window.location.hostname): boolean {
  return isStagingHost(host);
}
