// Which payment provider a Thon's money goes through: a test Thon's (a rehearsal, even in
// production) through the provider's test mode, every other through live mode. A test Thon with no
// test mode wired is refused rather than sent to live mode: a rehearsal must never move real money.
import type { PaymentProvider } from '../ports/payments';
import type { PledgePorts } from './ports';

export const noTestModeProvider = 'A test Thon needs the payment provider in test mode; none is wired here.';

/** The provider of a Thon (its isTest) or of one of its pledges (its testMode). */
export function paymentsOfThon(
  deps: Pick<PledgePorts, 'payments' | 'testPayments'>,
  thon: { isTest?: boolean | undefined },
): PaymentProvider {
  if (thon.isTest !== true) return deps.payments;
  if (!deps.testPayments) throw new Error(noTestModeProvider);
  return deps.testPayments;
}

/** The provider a pledge was made through (later charges and refunds stay in its mode). */
export function paymentsOfPledge(
  deps: Pick<PledgePorts, 'payments' | 'testPayments'>,
  pledge: { testMode?: boolean | undefined },
): PaymentProvider {
  return paymentsOfThon(deps, { isTest: pledge.testMode === true });
}
