// The manage page's card change asked for a captcha (429 CaptchaRequired: too many cards tried from
// the donor's network): the captcha appears, and once solved the page sends the same change again,
// with the same card and the solution. A solution is sent once.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeCaptchaRequired, pledgeUpdated } from '@thon/shared/catalog/messages';
import { fakeCaptchaLabel } from '../../../testing/fake-altcha';
import { renderApp } from '../../../testing/render-app';
import { donorPledgeFixture, recordCalls, servePaymentMethods } from '../../../testing/pledge-page-handlers';
import type * as LoadAltcha from '../../../components/captcha/load-altcha';
import type { DonorPledge } from '../api/pledge-calls';

vi.mock('../../../components/captcha/load-altcha', async (importOriginal) => {
  const { defineFakeAltcha } = await import('../../../testing/fake-altcha');
  return {
    ...(await importOriginal<typeof LoadAltcha>()),
    loadAltcha: () => Promise.resolve(defineFakeAltcha()),
  };
});

afterEach(() => sessionStorage.clear());

const serveDonorPledge = (pledge: Partial<DonorPledge> = {}) =>
  recordCalls(pledgeRoutes.getPledgeForDonor, () => HttpResponse.json({ ...donorPledgeFixture, ...pledge }));

/** The first update is asked for the captcha, the next one is taken. */
const serveUpdates = (pledge: Partial<DonorPledge> = {}) =>
  recordCalls(pledgeRoutes.updatePledge, (call) =>
    call === 1
      ? HttpResponse.json({ message: pledgeCaptchaRequired, code: 'CaptchaRequired' }, { status: 429 })
      : HttpResponse.json({ ...donorPledgeFixture, ...pledge }),
  );

function expectResentWithSolution(updates: ReturnType<typeof serveUpdates>) {
  expect(updates[0]?.body).not.toHaveProperty('Captcha');
  const { Captcha, ...resent } = updates[1]?.body as Record<string, unknown>;
  expect(Captcha).toMatch(/^fake-solution-\d+$/);
  expect(resent).toEqual(updates[0]?.body);
}

describe('the manage page asked for a captcha', () => {
  it('shows the captcha with the change of card, and sends the same change again with the solution', async () => {
    serveDonorPledge();
    const methods = servePaymentMethods();
    const updates = serveUpdates();
    const { user } = renderApp('/pledge/manage#t=secret-token-c1');
    await screen.findByLabelText('Amount per lap');
    await user.click(screen.getByLabelText('Use another card (now ending 4242)'));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiry/), '01/40');
    await user.type(screen.getByLabelText(/^Security code/), '4321');
    expect(document.querySelector('.captcha')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(pledgeCaptchaRequired, { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: fakeCaptchaLabel }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(2));

    expect(methods).toHaveLength(1);
    expectResentWithSolution(updates);
    expect(updates[1]?.headers.get('x-pledge-token')).toBe('secret-token-c1');
    expect(await screen.findByText(pledgeUpdated, { selector: '.form-status span' })).toBeInTheDocument();
  });

  it('does the same for another card after a refused charge', async () => {
    serveDonorPledge({ Status: 'Failed', Editable: false, CardUpdatable: true });
    const methods = servePaymentMethods();
    const updates = serveUpdates({ Status: 'Scheduled' });
    const { user } = renderApp('/pledge/manage#t=secret-token-c2');
    const section = await screen.findByRole('region', { name: 'Give another card' });
    await user.type(await within(section).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(section).getByLabelText(/^Expiry/), '01/40');
    await user.type(within(section).getByLabelText(/^Security code/), '123');
    const charge = within(section).getByRole('button', { name: 'Charge this card' });

    await user.click(charge);
    expect(
      await within(section).findByText(pledgeCaptchaRequired, { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(await within(section).findByRole('checkbox', { name: fakeCaptchaLabel }));
    await user.click(charge);
    await waitFor(() => expect(updates).toHaveLength(2));

    expect(methods).toHaveLength(1);
    expectResentWithSolution(updates);
  });
});
