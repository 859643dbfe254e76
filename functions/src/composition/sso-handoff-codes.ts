// Ready dependencies of issuing a single-sign-on code: the codes' items, the time and the two
// hosts' origins. Apart from composition/sso-handoffs.ts (the exchange), so CreateSsoHandoff
// never bundles the KMS signing key a new session needs.
import { ssoHandoffStore } from '../data/stores/auth';
import type { SsoHandoffStore } from '../domain/auth/ports';
import type { CreateSsoHandoffDeps } from '../domain/auth/sso-handoff';
import { systemClock } from '../platform/clock';
import { environmentSite } from '../platform/site';

export const createSsoHandoffDeps: CreateSsoHandoffDeps = {
  handoffs: ssoHandoffStore satisfies SsoHandoffStore,
  clock: systemClock,
  site: environmentSite,
};
