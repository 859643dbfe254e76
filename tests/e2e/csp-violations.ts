// Every Content-Security-Policy violation a page (or any of its frames) reports, as it happens:
// the browser fires `securitypolicyviolation` for each thing the policy refused, whether or not
// the page notices anything went wrong.
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (globalThis as unknown as { __reportCspViolation?: (v: unknown) => void })
        .__reportCspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, page: event.documentURI });
    });
  });
  return violations;
}
