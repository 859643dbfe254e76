import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failedChargesRetried,
  participantCompleted,
  pledgeRefunded,
  pledgesNeedReview,
  valueNotValid,
} from '@thon/shared/catalog/messages';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { server } from '@/testing/msw-server';
import { pledgeApi } from '@/testing/pledge-handlers';
import { processingApi, processingReport } from '@/testing/processing-handlers';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';

function openThon(status: EventStatus, processing = processingApi()) {
  const pledges = pledgeApi();
  // The processing handlers come first: their GetThonPledges answers the problem statuses.
  server.use(...processing.handlers, ...pledges.handlers, ...thonHandlers({ status }));
  signInAs(organizerSession);
  const view = renderApp('/organizer/thons/evt-new');
  return { ...view, processing, pledges };
}

afterEach(() => {
  toast.dismiss();
});

describe("the Thon page's processing section", () => {
  it('is not shown before the Thon completes', async () => {
    openThon('live');
    await screen.findByRole('region', { name: 'Pledges' });
    expect(screen.queryByRole('region', { name: 'Processing' })).not.toBeInTheDocument();
  });

  it('shows the progress and reads again while charging, then the spec message once settled', async () => {
    const { processing, pledges } = openThon('completed');
    const section = within(await screen.findByRole('region', { name: 'Processing' }));
    const bar = await section.findByRole('progressbar', { name: 'Pledges processed' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(section.getByRole('row', { name: 'Scheduled or charging 2 $30' })).toBeInTheDocument();
    expect(section.queryByText(pledgesNeedReview)).not.toBeInTheDocument();

    await waitFor(() => expect(pledges.thonQueries.length).toBeGreaterThan(0));
    const listReadsWhileCharging = pledges.thonQueries.length;
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 6000 });
    // The pledge list reads again as the progress moves (statuses changed).
    await waitFor(() => expect(pledges.thonQueries.length).toBeGreaterThan(listReadsWhileCharging));
    expect(section.getByText(pledgesNeedReview).closest('[role="alert"]')).not.toBeNull();
    expect(section.getByRole('row', { name: 'Charged 2 $60' })).toBeInTheDocument();
    expect(section.getByRole('row', { name: 'Failed 1 $30' })).toBeInTheDocument();
    expect(section.getByRole('row', { name: 'Needs action 1 $12.50' })).toBeInTheDocument();
    expect(section.getByRole('row', { name: 'Below minimum 1 $0.90' })).toBeInTheDocument();
    expect(section.getByRole('row', { name: 'Scheduled or charging 0 $0' })).toBeInTheDocument();
    const readsAtDone = processing.reads;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(processing.reads).toBe(readsAtDone);
  }, 15_000);

  it('filters the pledges to the problems and retries the failed charges', async () => {
    const settled = processingReport(100, { Charged: [1, 40], Failed: [1, 30], RequiresAction: [1, 12.5] });
    const { processing, user } = openThon('completed', processingApi({ steps: [settled] }));
    const section = within(await screen.findByRole('region', { name: 'Processing' }));
    await section.findByText(pledgesNeedReview);
    const pledges = within(screen.getByRole('region', { name: 'Pledges' }));
    await pledges.findByRole('navigation', { name: 'Pledge pages' });

    await user.click(section.getByRole('button', { name: 'Review the problem pledges' }));
    expect(pledges.getByLabelText('Status')).toHaveValue('problems');
    const list = within(pledges.getByRole('region', { name: 'All pledges' }));
    await waitFor(() => expect(list.getAllByRole('row')).toHaveLength(3));
    expect(list.getByRole('row', { name: /Declined Dana/ })).toHaveTextContent('Payment failed');
    expect(list.getByRole('row', { name: /Bank Bo/ })).toHaveTextContent('Needs the donor’s action');
    expect(pledges.getByText('2 pledges')).toBeInTheDocument();
    expect(pledges.getByRole('heading', { name: 'All pledges' })).toHaveFocus();

    await user.click(section.getByRole('button', { name: 'Retry failed charges' }));
    expect(await screen.findByText(failedChargesRetried(2))).toBeInTheDocument();
    expect(processing.retries).toEqual(['evt-new']);
  });
});

describe('refunding a charged pledge', () => {
  it('asks, checks the amount, refunds part, confirms with a toast and reloads the totals', async () => {
    const { processing, pledges: api, user } = openThon('completed');
    const pledges = within(await screen.findByRole('region', { name: 'Pledges' }));
    const list = within(await pledges.findByRole('region', { name: 'All pledges' }));
    expect(
      within(list.getByRole('row', { name: /HYPERLINK/ })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: "Refund Donor 2's pledge" }));
    const dialog = within(screen.getByRole('dialog', { name: "Refund Donor 2's pledge of $20?" }));
    await user.type(dialog.getByLabelText(/Amount to refund/), '12.345');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByText(valueNotValid)).toBeInTheDocument();
    expect(processing.refundBodies).toEqual([]);

    await user.clear(dialog.getByLabelText(/Amount to refund/));
    await user.type(dialog.getByLabelText(/Amount to refund/), '$12.50');
    const queriesBefore = api.thonQueries.length;
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText(pledgeRefunded(12.5, 'Donor 2'))).toBeInTheDocument();
    expect(processing.refundBodies).toEqual([{ PledgeId: 'tp-2', Amount: 12.5 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.thonQueries.length).toBeGreaterThan(queriesBefore));
  });

  it('refunds in full when no amount is given, and shows the API refusal in the dialog', async () => {
    const { processing, user } = openThon(
      'completed',
      processingApi({ refundRefusal: 'A refund cannot be more than what is left of the charge.' }),
    );
    const pledges = within(await screen.findByRole('region', { name: 'Pledges' }));
    const list = within(await pledges.findByRole('region', { name: 'All pledges' }));
    await user.click(list.getByRole('button', { name: "Refund Donor 3's pledge" }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(
      await dialog.findByText('A refund cannot be more than what is left of the charge.'),
    ).toBeInTheDocument();
    expect(processing.refundBodies).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('completing one participant', () => {
  it('asks with what it changes, then confirms with the number queued', async () => {
    const { processing, user } = openThon('live');
    const units = within(await screen.findByRole('region', { name: 'Units' }));
    await user.selectOptions(units.getByLabelText('Participant to complete'), 'Ava Adams');
    await user.click(units.getByRole('button', { name: 'Complete participant' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete Ava Adams?' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Their units (4) become final and cannot change. Their pledges are charged within 2 hours.',
    );
    await user.click(dialog.getByRole('button', { name: 'Yes, complete participant' }));

    expect(await screen.findByText(participantCompleted('Ava Adams', 3))).toBeInTheDocument();
    expect(processing.completeBodies).toEqual([{ ParticipantId: 'p-ava' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered once the Thon is completed', async () => {
    openThon('completed');
    const units = within(await screen.findByRole('region', { name: 'Units' }));
    expect(units.queryByRole('button', { name: 'Complete participant' })).not.toBeInTheDocument();
  });
});
