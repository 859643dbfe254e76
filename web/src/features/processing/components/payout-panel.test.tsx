import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { commissionTooHigh, noAccess } from '@thon/shared/catalog/messages';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { onboardingUrl, payoutApi } from '@/testing/payout-handlers';
import { renderApp } from '@/testing/render-app';
import { renderOnThonRoute } from '@/testing/render-on-thon-route';
import { signInAs } from '@/testing/sessions';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';
import { onboardingExpired, payoutStatusText, PayoutPanel, settingsSaved } from './payout-panel';

function renderPanel(api: ReturnType<typeof payoutApi>) {
  server.use(...api.handlers);
  return renderOnThonRoute(<PayoutPanel eventId="evt-new" />);
}

const panel = async () => within(await screen.findByRole('region', { name: 'Payments' }));

/** Replaces the page's location so leaving for the provider can be seen (and search set). */
function stubLocation(search = '') {
  const assign = vi.fn();
  const { origin, href } = window.location;
  vi.stubGlobal('location', { origin, href, search, assign });
  return assign;
}

afterEach(() => vi.unstubAllGlobals());

describe('the payments section', () => {
  it('connects the payout account: asks for the onboarding link and leaves for it', async () => {
    const assign = stubLocation();
    const api = payoutApi({ status: 'NotConnected' });
    const { user } = renderPanel(api);
    const section = await panel();
    expect(await section.findByText(payoutStatusText.NotConnected)).toBeInTheDocument();
    expect(section.getByText('Not connected')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Connect payout account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(onboardingUrl));
    expect(api.onboardings).toBe(1);
  });

  it("shows the API's refusal of the onboarding link and stays on the page", async () => {
    const assign = stubLocation();
    const api = payoutApi({ status: 'NotConnected' });
    const { user } = renderPanel(api);
    server.use(
      http.post(mswPath(pledgeRoutes.startPayoutOnboarding), () =>
        HttpResponse.json({ message: noAccess }, { status: 403 }),
      ),
    );
    const section = await panel();
    await user.click(await section.findByRole('button', { name: 'Connect payout account' }));
    expect(await section.findByText(noAccess)).toBeInTheDocument();
    const button = section.getByRole('button', { name: 'Connect payout account' });
    expect(button).not.toHaveAttribute('aria-disabled', 'true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows an enabled account without a button', async () => {
    renderPanel(payoutApi({ status: 'Enabled' }));
    const section = await panel();
    expect(await section.findByText(payoutStatusText.Enabled)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /onboarding|payout account/ })).not.toBeInTheDocument();
  });

  it('says when the provider sent the organizer back for a new link', async () => {
    stubLocation('?payout=refresh');
    renderPanel(payoutApi({ status: 'Pending' }));
    const section = await panel();
    expect(await section.findByText(onboardingExpired)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Continue onboarding' })).toBeInTheDocument();
  });

  it('lets an organizer save the minimums (not the commission) and confirms with a toast', async () => {
    const api = payoutApi({ status: 'Enabled' });
    const { user } = renderPanel(api);
    const section = await panel();
    const gift = await section.findByLabelText('Minimum one-time gift (US dollars)');
    expect(section.queryByLabelText('Commission (percent)')).not.toBeInTheDocument();
    expect(section.getByText("The platform's commission on this Thon is 10%.")).toBeInTheDocument();
    await user.clear(gift);
    await user.type(gift, '12.5');
    await user.type(
      section.getByLabelText('Tax statement on receipts (optional)'),
      'Maple PTA is a 501(c)(3) organization, EIN 12-3456789.',
    );
    await user.click(section.getByRole('button', { name: 'Save pledge settings' }));
    await waitFor(() => expect(screen.getAllByText(settingsSaved).length).toBeGreaterThanOrEqual(2));
    expect(api.updates).toEqual([
      {
        InitialPledgeMinimum: 0.3,
        OneTimeGiftMinimum: 12.5,
        TaxStatement: 'Maple PTA is a 501(c)(3) organization, EIN 12-3456789.',
      },
    ]);
    expect(section.getByLabelText('Minimum one-time gift (US dollars)')).toHaveValue('12.5');
  });

  it('lets a super admin or franchisee user set the commission, at most 60%', async () => {
    const api = payoutApi({ status: 'Enabled', canEditCommission: true });
    const { user } = renderPanel(api);
    const section = await panel();
    const commission = await section.findByLabelText('Commission (percent)');
    await user.clear(commission);
    await user.type(commission, '61');
    await user.click(section.getByRole('button', { name: 'Save pledge settings' }));
    expect(await section.findByText(commissionTooHigh)).toBeInTheDocument();
    expect(api.updates).toEqual([]);
    await user.clear(commission);
    await user.type(commission, '15');
    await user.click(section.getByRole('button', { name: 'Save pledge settings' }));
    await waitFor(() =>
      expect(api.updates).toEqual([
        { InitialPledgeMinimum: 0.3, OneTimeGiftMinimum: 5, TaxStatement: '', CommissionPercent: 15 },
      ]),
    );
  });

  it("is on the organizer's Thon page", async () => {
    server.use(...thonHandlers());
    signInAs(organizerSession);
    renderApp('/organizer/thons/evt-new');
    const section = await panel();
    expect(await section.findByRole('button', { name: 'Connect payout account' })).toBeInTheDocument();
  });
});
