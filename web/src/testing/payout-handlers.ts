// msw handlers for the organizer's payments section (pledge settings and payout onboarding),
// installed with the server's defaults: every test that opens a Thon page gets them. A test that
// checks the section adds its own payoutApi() with the state it needs.
import { http, HttpResponse } from 'msw';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { commissionTooHigh, noAccess } from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';

export const onboardingUrl = 'https://connect.example/onboarding/acct_test';

export function payoutApi(
  options: { status?: 'NotConnected' | 'Pending' | 'Enabled'; canEditCommission?: boolean } = {},
) {
  const status = options.status ?? 'NotConnected';
  const settings = {
    EventId: 'evt-new',
    InitialPledgeMinimum: 0.3,
    OneTimeGiftMinimum: 5,
    CommissionPercent: 10,
    CanEditCommission: options.canEditCommission ?? false,
    Payout: { Status: status, ChargesEnabled: status === 'Enabled', PayoutsEnabled: status === 'Enabled' },
  };
  const updates: Record<string, unknown>[] = [];
  let onboardings = 0;
  const handlers = [
    http.get(mswPath(pledgeRoutes.getPledgeSettings), ({ params }) =>
      HttpResponse.json({ ...settings, EventId: String(params.eventId) }),
    ),
    http.post(mswPath(pledgeRoutes.updatePledgeSettings), async ({ params, request }) => {
      const body = (await request.json()) as Record<string, number | undefined>;
      updates.push(body);
      if (body.CommissionPercent !== undefined && !settings.CanEditCommission) {
        return HttpResponse.json({ message: noAccess }, { status: 403 });
      }
      if ((body.CommissionPercent ?? 0) > 60) {
        return HttpResponse.json({ message: commissionTooHigh }, { status: 400 });
      }
      Object.assign(
        settings,
        Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
      );
      return HttpResponse.json({ ...settings, EventId: String(params.eventId) });
    }),
    http.post(mswPath(pledgeRoutes.startPayoutOnboarding), () => {
      onboardings += 1;
      return HttpResponse.json({ Url: onboardingUrl });
    }),
  ];
  return {
    handlers,
    updates,
    get onboardings() {
      return onboardings;
    },
  };
}
