// A fixed web origin for use cases that build links.
import type { Site } from '../../../src/domain/ports/site';

export function fixedSite(webOrigin = 'https://thon.test', adminOrigin = 'https://admin.thon.test'): Site {
  return { webOrigin: () => webOrigin, adminOrigin: () => adminOrigin };
}
