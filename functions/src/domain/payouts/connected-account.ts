// A payout account at the payment provider (a Stripe Connect Express account) held by one of our
// items: an organization (its Thons' pledges pay it) or a vendor (its shop orders pay it). The
// account is created once per holder: the provider's idempotency key is derived from the holder,
// and the holder stores it only if it has none, so concurrent calls end with one account. The
// provider's answer (charges and payouts enabled) is stored on the holder when it changed.
import type { AccountStatus, PaymentProvider } from '../ports/payments';

/** The payout facts an item stores. */
export interface StoredPayout {
  payoutAccountId?: string | undefined;
  payoutChargesEnabled?: boolean | undefined;
  payoutsEnabled?: boolean | undefined;
}

/** How the account of one holder is created and stored. */
export interface PayoutHolder {
  /** The business name the provider shows on the account. */
  name: string;
  /** Who onboards it (the provider's contact). */
  email: string;
  /** Derived from the holder, so a retry creates no second account. */
  idempotencyKey: string;
  /** Stores the account only if the holder has none yet or already this one. */
  store(accountId: string): Promise<'set' | 'taken'>;
  /** The account stored first, read again when another call's won. */
  reread(): Promise<string | undefined>;
}

/** The holder's account id, creating the account at the provider the first time. */
export async function connectedAccountOf(
  payments: Pick<PaymentProvider, 'createConnectedAccount'>,
  stored: StoredPayout,
  holder: PayoutHolder,
): Promise<string | undefined> {
  if (stored.payoutAccountId) return stored.payoutAccountId;
  const { accountId } = await payments.createConnectedAccount({
    email: holder.email,
    organizationName: holder.name,
    idempotencyKey: holder.idempotencyKey,
  });
  if ((await holder.store(accountId)) === 'set') return accountId;
  // Another account was stored first (a retry after the provider's key expired): keep that one.
  return holder.reread();
}

/**
 * The provider's answer for the holder's account when it changed from what is stored, after
 * storing it (`record`); undefined when there is no account, it is already fully enabled (not asked
 * again), or nothing changed.
 */
export async function refreshedPayoutStatus(
  payments: Pick<PaymentProvider, 'accountStatus'>,
  stored: StoredPayout,
  record: (accountId: string, status: AccountStatus) => Promise<unknown>,
): Promise<AccountStatus | undefined> {
  const accountId = stored.payoutAccountId;
  if (!accountId) return undefined;
  if (stored.payoutChargesEnabled === true && stored.payoutsEnabled === true) return undefined;
  const status = await payments.accountStatus(accountId);
  if (
    status.chargesEnabled === (stored.payoutChargesEnabled === true) &&
    status.payoutsEnabled === (stored.payoutsEnabled === true)
  ) {
    return undefined;
  }
  await record(accountId, status);
  return status;
}
