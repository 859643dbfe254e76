// The PledgeLinks port (domain/pledges/ports.ts) on the deployment's settings: the web app's
// origin, read when a link is made so a function started without it fails only on that path.
import type { PledgeLinks } from '../domain/pledges/ports';
import { setting } from './environment';

export const settingsPledgeLinks: PledgeLinks = { webOrigin: () => setting('webOrigin') };
