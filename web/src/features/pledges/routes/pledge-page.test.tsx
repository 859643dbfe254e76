import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import {
  chooseAmount,
  initialPledgeTooSmall,
  minimumTransactionNotMet,
  mobileNumberLength,
  mustAgreeToTerms,
  oneTimeGiftTooSmall,
  pledgeManageLinkSent,
  pledgePendingExplained,
  pledgeRateNeedsConfirming,
  pledgeThanks,
} from '@thon/shared/catalog/messages';
import { renderApp } from '../../../testing/render-app';
import {
  createdFixture,
  recordCalls,
  servePaymentMethods,
  servePledgeOptions,
} from '../../../testing/pledge-page-handlers';
import { findAlertSaying } from '../../../testing/alert';

afterEach(() => sessionStorage.clear());

type User = ReturnType<typeof renderApp>['user'];

async function fillDonorAndCard(user: User, card = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('First name'), 'Pat');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Email'), 'pat@example.org');
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText(/^Expiry/), '12/39');
  await user.type(screen.getByLabelText(/^Security code/), '123');
  await user.click(screen.getByLabelText('I agree to the terms and conditions'));
}

/** The page's heading, then its form, which loads right after the first paint (its own chunk). */
async function formShown() {
  await screen.findByRole('heading', { level: 1, name: 'Pledge for Ava J.' });
  await screen.findByRole('group', { name: 'How would you like to give?' });
}

const breakdown = () => within(screen.getByRole('region', { name: 'Where your money goes' }));

describe('pledge page', () => {
  it('takes the presets, states the cap plainly and shows where the money goes', async () => {
    servePledgeOptions();
    const { user } = renderApp('/pledge/p-1?kind=PerUnit&amount=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pledge for Ava J.' })).toBeInTheDocument();
    await formShown();
    expect(screen.getByLabelText('Per lap')).toBeChecked();
    expect(screen.getByLabelText('Amount per lap')).toHaveValue('2');
    // The catalogue's minimum, stated before anything is wrong.
    expect(screen.getByText(initialPledgeTooSmall(0.3))).toHaveClass('field-hint');
    expect(screen.getByRole('button', { name: '$2' })).toHaveAttribute('aria-pressed', 'true');
    // Without a cap, the event's maximum counts.
    expect(screen.getByText('at most 40 laps x $2 = $80')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Most laps to pay for (optional)'), '25');
    expect(screen.getByText('at most 25 laps x $2 = $50')).toBeInTheDocument();
    expect(breakdown().getByText('You pay at most').nextSibling).toHaveTextContent('$50.00');
    expect(breakdown().getByText('The school receives').nextSibling).toHaveTextContent('$43.00');
    expect(breakdown().getByText('Platform commission').nextSibling).toHaveTextContent('$5.00');
    expect(breakdown().getByText('Card processing expense').nextSibling).toHaveTextContent('$2.00');

    await user.click(screen.getByLabelText('Cover the $2.00 processing expense'));
    expect(breakdown().getByText('You pay at most').nextSibling).toHaveTextContent('$52.00');
    expect(breakdown().getByText('The school receives').nextSibling).toHaveTextContent('$45.00');

    // A rate above the threshold waits for the donor's confirmation, and the form says so.
    expect(screen.queryByText(pledgeRateNeedsConfirming(5, 'lap'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$10' }));
    expect(screen.getByText(pledgeRateNeedsConfirming(5, 'lap'))).toBeInTheDocument();

    await user.click(screen.getByLabelText('One-time gift'));
    await user.click(screen.getByRole('button', { name: '$100' }));
    expect(screen.queryByText(/^at most/)).not.toBeInTheDocument();
    expect(breakdown().getByText('You pay').nextSibling).toHaveTextContent('$102.00');
  });

  it('checks the amount, the terms and the mobile number with the catalogue’s messages', async () => {
    servePledgeOptions();
    const { user } = renderApp('/pledge/p-1');
    await formShown();

    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    expect(await screen.findByText(chooseAmount)).toBeInTheDocument();
    expect(screen.getByText(mustAgreeToTerms)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount per lap'), '0.25');
    await user.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    expect(await screen.findByText(initialPledgeTooSmall(0.3))).toBeInTheDocument();
    expect(screen.getByText(mobileNumberLength)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount per lap'));
    await user.type(screen.getByLabelText('Amount per lap'), '0.30');
    await user.type(screen.getByLabelText('Most laps to pay for (optional)'), '2');
    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    expect(await screen.findByText(minimumTransactionNotMet)).toBeInTheDocument();

    await user.click(screen.getByLabelText('One-time gift'));
    await user.clear(screen.getByLabelText('Gift amount'));
    await user.type(screen.getByLabelText('Gift amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Give' }));
    expect(await screen.findByText(oneTimeGiftTooSmall(10))).toBeInTheDocument();
  });

  it('saves the card with the stand-in, then sends CreatePledge with an Idempotency-Key and the exact body', async () => {
    servePledgeOptions();
    sessionStorage.setItem(
      'thon.campaign.evt-spring-25',
      JSON.stringify({ VisitId: 'visit-9', Source: 'email' }),
    );
    const methods = servePaymentMethods();
    const pledges = recordCalls(pledgeRoutes.createPledge, () => HttpResponse.json(createdFixture));
    const { user, router } = renderApp('/pledge/p-1?kind=PerUnit&amount=2');
    await formShown();

    await user.type(screen.getByLabelText('Most laps to pay for (optional)'), '25');
    await user.click(screen.getByLabelText('Cover the $2.00 processing expense'));
    await fillDonorAndCard(user);
    await user.type(screen.getByLabelText('Mobile number (optional)'), '(555) 123-4567');
    await user.type(screen.getByLabelText('Message (optional)'), 'Go Ava!');
    await user.click(screen.getByRole('button', { name: 'Pledge' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pledge/confirmation/pl-1'));
    // The donor is offered the guest share to pass it on.
    const passItOn = await screen.findByRole('region', { name: 'Pass it on' });
    await waitFor(() =>
      expect(within(passItOn).getByRole('link', { name: 'Email' }).getAttribute('href')).toContain(
        encodeURIComponent('I just sponsored'),
      ),
    );
    expect(methods).toHaveLength(1);
    expect(methods[0]?.headers.get('authorization')).toBe('Bearer pk_test_local');
    expect(Object.fromEntries(methods[0]?.params ?? [])).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2039',
      'card[cvc]': '123',
      'billing_details[name]': 'Pat Lee',
      'billing_details[email]': 'pat@example.org',
      'billing_details[phone]': '(555) 123-4567',
    });
    expect(pledges).toHaveLength(1);
    expect(pledges[0]?.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(pledges[0]?.body).toEqual({
      ParticipantId: 'p-1',
      Kind: 'PerUnit',
      Amount: 2,
      MaxUnits: 25,
      Donor: { FirstName: 'Pat', LastName: 'Lee', Email: 'pat@example.org', Phone: '(555) 123-4567' },
      Message: 'Go Ava!',
      Anonymous: false,
      CoverExpense: true,
      AgreeToTerms: true,
      PaymentMethodId: 'pm_test_1',
      VisitId: 'visit-9',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your pledge!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('at most 25 laps x $2 = $50')).toBeInTheDocument();
    expect(screen.getByText(pledgeManageLinkSent('pat@example.org'))).toBeInTheDocument();
  });

  it('sends a retry after a failed answer with the same key and card, and shows a declined card’s message', async () => {
    servePledgeOptions();
    const methods = servePaymentMethods();
    const declined = 'Your card was declined. Please use another card.';
    const pledges = recordCalls(pledgeRoutes.createPledge, (call) =>
      call === 1
        ? HttpResponse.json({ message: 'Something went wrong. Please try again.' }, { status: 503 })
        : HttpResponse.json({ message: declined }, { status: 402 }),
    );
    const { user } = renderApp('/pledge/p-1?kind=Flat&amount=50');
    await formShown();
    await fillDonorAndCard(user);

    await user.click(screen.getByRole('button', { name: 'Give' }));
    expect(
      await screen.findByText('Something went wrong. Please try again.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give' }));
    expect(await screen.findByText(declined, { selector: '.form-status span' })).toBeInTheDocument();
    // Said in a toast too.
    await waitFor(() => expect(screen.getAllByText(declined)).toHaveLength(2));

    expect(pledges).toHaveLength(2);
    expect(methods).toHaveLength(1);
    expect(pledges[1]?.headers.get('idempotency-key')).toBe(pledges[0]?.headers.get('idempotency-key'));
    expect(pledges[1]?.body).toEqual(pledges[0]?.body);
    expect(pledges[0]?.body).toMatchObject({ Kind: 'Flat', Amount: 50, PaymentMethodId: 'pm_test_1' });

    // After a definite refusal, the next try is a new attempt: a new card and a new key.
    await user.click(screen.getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(pledges).toHaveLength(3));
    expect(methods).toHaveLength(2);
    expect(pledges[2]?.headers.get('idempotency-key')).not.toBe(pledges[0]?.headers.get('idempotency-key'));
  });

  it('refuses a card number that fails the check without calling anyone', async () => {
    servePledgeOptions();
    const methods = servePaymentMethods();
    const pledges = recordCalls(pledgeRoutes.createPledge, () => HttpResponse.json(createdFixture));
    const { user } = renderApp('/pledge/p-1?kind=Flat&amount=50');
    await formShown();
    await fillDonorAndCard(user, '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Give' }));
    expect(await screen.findAllByText('The value entered is not valid')).not.toHaveLength(0);
    expect(methods).toHaveLength(0);
    expect(pledges).toHaveLength(0);
  });

  it('shows why pledges are closed, and no form', async () => {
    servePledgeOptions({ PledgesOpen: false, ClosedReason: 'Pledges open when this Thon goes live.' });
    renderApp('/pledge/p-1');
    expect(await screen.findByText('Pledges open when this Thon goes live.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Pledge' })).not.toBeInTheDocument();
  });

  it('says so for an unknown participant', async () => {
    servePledgeOptions();
    renderApp('/pledge/nobody');
    await findAlertSaying(screen, 'No such participant.');
  });
});

describe('confirmation page', () => {
  it('explains a pending pledge', async () => {
    servePledgeOptions();
    const { router } = renderApp('/pledge/p-1');
    await formShown();
    await router.navigate('/pledge/confirmation/pl-2', {
      state: { pledge: { ...createdFixture, PledgeId: 'pl-2', Status: 'Pending', Amount: 50 } },
    });
    expect(await screen.findByText(pledgePendingExplained)).toHaveAttribute('role', 'status');
    expect(screen.getByText('at most 25 laps x $50 = $1,250')).toBeInTheDocument();
  });

  it('thanks the donor plainly when reloaded without the pledge', async () => {
    renderApp('/pledge/confirmation/pl-1');
    expect(await screen.findByRole('heading', { level: 1, name: pledgeThanks })).toBeInTheDocument();
    expect(screen.queryByText(/We emailed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pass it on' })).not.toBeInTheDocument();
  });
});
