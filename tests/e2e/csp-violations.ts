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
  // A string, not a function: the e2e project's TypeScript has no DOM types.
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      globalThis.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
      });
    });`,
  });
  return violations;
}
