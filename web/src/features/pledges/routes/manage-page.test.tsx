import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import {
  pledgeCancelled,
  pledgeChargeRefusedHelp,
  pledgeConfirmed,
  pledgeLinkMissing,
  pledgeNotEditable,
  pledgeUpdated,
} from '@thon/shared/catalog/messages';
import { renderApp } from '../../../testing/render-app';
import { donorPledgeFixture, recordCalls, servePaymentMethods } from '../../../testing/pledge-page-handlers';
import type { DonorPledge } from '../api/pledge-calls';
import { findAlertSaying } from '../../../testing/alert';

afterEach(() => sessionStorage.clear());

function serveDonorPledge(pledge: Partial<DonorPledge> = {}) {
  return recordCalls(pledgeRoutes.getPledgeForDonor, () =>
    HttpResponse.json({ ...donorPledgeFixture, ...pledge }),
  );
}

describe('manage page', () => {
  it('moves the token out of the address into the tab and sends it as X-Pledge-Token', async () => {
    const reads = serveDonorPledge();
    const { router } = renderApp('/pledge/manage#t=secret-token-1');

    expect(await screen.findByText('at most 25 laps x $2 = $50')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/pledge/manage');
    expect(sessionStorage.getItem('thon.pledge-token')).toBe('secret-token-1');
    expect(reads.length).toBeGreaterThan(0);
    for (const { headers } of reads) expect(headers.get('x-pledge-token')).toBe('secret-token-1');
    expect(screen.getByText('Card ending 4242')).toBeInTheDocument();
  });

  it('asks for the emailed link when there is no token', async () => {
    renderApp('/pledge/manage');
    await findAlertSaying(screen, pledgeLinkMissing);
  });

  it('changes the rate, removes the cap and saves a new card', async () => {
    serveDonorPledge();
    const methods = servePaymentMethods();
    const updates = recordCalls(pledgeRoutes.updatePledge, () => HttpResponse.json(donorPledgeFixture));
    const { user } = renderApp('/pledge/manage#t=secret-token-2');
    const rate = await screen.findByLabelText('Amount per lap');

    await user.clear(rate);
    await user.type(rate, '3');
    await user.clear(screen.getByLabelText('Most laps to pay for (optional)'));
    await user.click(screen.getByLabelText('Use another card (now ending 4242)'));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiry/), '01/40');
    await user.type(screen.getByLabelText(/^Security code/), '4321');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(pledgeUpdated, { selector: '.form-status span' })).toBeInTheDocument();
    expect(methods).toHaveLength(1);
    expect(methods[0]?.params.get('billing_details[name]')).toBe('Pat Lee');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.headers.get('x-pledge-token')).toBe('secret-token-2');
    expect(updates[0]?.body).toEqual({
      Amount: 3,
      MaxUnits: null,
      CoverExpense: false,
      PaymentMethodId: 'pm_test_1',
    });
  });

  it('cancels after asking, with the token', async () => {
    serveDonorPledge();
    const cancels = recordCalls(pledgeRoutes.cancelPledge, () =>
      HttpResponse.json({ ...donorPledgeFixture, Status: 'Cancelled' }),
    );
    const { user } = renderApp('/pledge/manage#t=secret-token-3');
    await user.click(await screen.findByRole('button', { name: 'Cancel pledge' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your pledge for Ava J.?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel pledge' }));

    expect(await screen.findByText(pledgeCancelled, { selector: '.form-status span' })).toBeInTheDocument();
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.headers.get('x-pledge-token')).toBe('secret-token-3');
    expect(cancels[0]?.body).toEqual({});
  });

  it('confirms a pending pledge', async () => {
    serveDonorPledge({ Status: 'Pending', Amount: 50 });
    const confirms = recordCalls(pledgeRoutes.confirmPledge, () => HttpResponse.json(donorPledgeFixture));
    const { user } = renderApp('/pledge/manage#t=secret-token-4');
    await user.click(await screen.findByRole('button', { name: 'Confirm my pledge' }));
    expect(await screen.findByText(pledgeConfirmed, { selector: '.form-status span' })).toBeInTheDocument();
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]?.headers.get('x-pledge-token')).toBe('secret-token-4');
  });

  it('is read-only once the pledge cannot change', async () => {
    serveDonorPledge({ Editable: false });
    renderApp('/pledge/manage#t=secret-token-5');
    expect(await screen.findByText(pledgeNotEditable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel pledge' })).not.toBeInTheDocument();
  });

  it('takes another card after a refused charge and sends only the card', async () => {
    serveDonorPledge({ Status: 'Failed', Editable: false, CardUpdatable: true });
    const methods = servePaymentMethods();
    const updates = recordCalls(pledgeRoutes.updatePledge, () =>
      HttpResponse.json({ ...donorPledgeFixture, Status: 'Scheduled' }),
    );
    const { user } = renderApp('/pledge/manage#t=secret-token-6');
    const section = await screen.findByRole('region', { name: 'Give another card' });
    expect(section).toHaveTextContent(pledgeChargeRefusedHelp);
    expect(screen.queryByText(pledgeNotEditable)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await user.type(await within(section).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(section).getByLabelText(/^Expiry/), '01/40');
    await user.type(within(section).getByLabelText(/^Security code/), '123');
    await user.click(within(section).getByRole('button', { name: 'Charge this card' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(methods).toHaveLength(1);
    expect(updates[0]?.body).toEqual({ PaymentMethodId: 'pm_test_1' });
    expect(updates[0]?.headers.get('x-pledge-token')).toBe('secret-token-6');
  });
});
