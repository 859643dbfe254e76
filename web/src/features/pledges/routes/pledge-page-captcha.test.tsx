// The pledge form's captcha: absent until the API answers 429 CaptchaRequired (too many cards tried
// from the donor's network), then shown; the donor solves it and the form sends the same attempt
// (same key, same body) again with the solution. A solution is sent once.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { supportRoutes } from '@thon/shared/api/routes/support';
import { pledgeCaptchaRequired } from '@thon/shared/catalog/messages';
import { fakeCaptchaLabel } from '../../../testing/fake-altcha';
import { renderApp } from '../../../testing/render-app';
import {
  createdFixture,
  recordCalls,
  servePaymentMethods,
  servePledgeOptions,
} from '../../../testing/pledge-page-handlers';
import type * as LoadAltcha from '../../../components/captcha/load-altcha';
import { captchaChallengePath } from '../api/pledge-calls';

vi.mock('../../../components/captcha/load-altcha', async (importOriginal) => {
  const { defineFakeAltcha } = await import('../../../testing/fake-altcha');
  return {
    ...(await importOriginal<typeof LoadAltcha>()),
    loadAltcha: () => Promise.resolve(defineFakeAltcha()),
  };
});

const captchaRequired = () =>
  HttpResponse.json({ message: pledgeCaptchaRequired, code: 'CaptchaRequired' }, { status: 429 });

describe('the pledge form asked for a captcha', () => {
  it('shows the captcha only then, and sends the same attempt again with the solution', async () => {
    servePledgeOptions();
    const methods = servePaymentMethods();
    const pledges = recordCalls(pledgeRoutes.createPledge, (call) =>
      call === 1 ? captchaRequired() : HttpResponse.json(createdFixture),
    );
    const { user } = renderApp('/pledge/p-1?kind=Flat&amount=50');
    await screen.findByRole('group', { name: 'How would you like to give?' });
    await user.type(screen.getByLabelText('First name'), 'Pat');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Email'), 'pat@example.org');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/^Expiry/), '12/39');
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.click(screen.getByLabelText('I agree to the terms and conditions'));
    expect(document.querySelector('.captcha')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Give' }));
    expect(
      await screen.findByText(pledgeCaptchaRequired, { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: fakeCaptchaLabel }));
    await user.click(screen.getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(pledges).toHaveLength(2));

    expect(methods).toHaveLength(1);
    expect(pledges[0]?.body).not.toHaveProperty('Captcha');
    expect(pledges[1]?.headers.get('idempotency-key')).toBe(pledges[0]?.headers.get('idempotency-key'));
    const { Captcha, ...resent } = pledges[1]?.body as Record<string, unknown>;
    expect(Captcha).toMatch(/^fake-solution-\d+$/);
    expect(resent).toEqual(pledges[0]?.body);
  });

  it("fetches the challenge from the route table's GetCaptchaChallenge", () => {
    expect(captchaChallengePath).toBe(supportRoutes.getCaptchaChallenge.path);
  });
});
