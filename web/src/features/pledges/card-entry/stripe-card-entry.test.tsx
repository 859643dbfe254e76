// The production card fields on a staging host (jsdom serves from localhost): a live key is never
// handed to Stripe and every payment is refused with a reason; a test key works and says so.
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardEntryHandle } from './card-entry-types';
import { liveKeyOnStagingMessage } from './publishable-key';

const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn(() => Promise.resolve(null)) }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

async function renderWithKey(key: string) {
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', key);
  vi.resetModules();
  const { StripeCardEntry } = await import('./stripe-card-entry');
  const ref = createRef<CardEntryHandle>();
  render(<StripeCardEntry handle={ref} />);
  return ref;
}

describe('Stripe card fields on a staging host', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    loadStripe.mockClear();
  });

  it('refuses a live key: no Stripe, a clear message, and no payment method', async () => {
    const ref = await renderWithKey('pk_live_123');

    expect(screen.getByRole('alert')).toHaveTextContent(liveKeyOnStagingMessage);
    expect(loadStripe).not.toHaveBeenCalled();
    await expect(ref.current?.createPaymentMethod({ name: 'A', email: 'a@example.org' })).resolves.toEqual({
      error: liveKeyOnStagingMessage,
    });
  });

  it('uses a test key and says the payments are in test mode', async () => {
    await renderWithKey('pk_test_123');

    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
