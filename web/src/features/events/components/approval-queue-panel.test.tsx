// The approval queue on the organizer's Thon page: who waits, approving one, removing one after
// the confirm step (and keeping it on "Keep"), a refusal in the live region, and the empty queue.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  noneAwaitingApproval,
  participantApproved,
  participantNotAwaitingApproval,
  participantRejected,
} from '@thon/shared/catalog/messages';
import { approvalApi, pendingChild } from '@/testing/approval-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';

const zoe = pendingChild({ ParticipantId: 'p-zoe', FirstName: 'Zoë', LastName: "O'Connell", Grade: '3' });
const noah = pendingChild({ ParticipantId: 'p-noah', FirstName: 'Noah', AddedBy: null });

async function openQueue() {
  signInAs(organizerSession);
  const rendered = renderApp('/organizer/thons/evt-new');
  const queue = (await screen.findByRole('region', { name: 'Waiting for approval' })) as HTMLElement;
  return { ...rendered, queue };
}

describe('the approval queue', () => {
  beforeEach(() => server.use(...thonHandlers()));

  it('lists each waiting child with the parent who added them', async () => {
    server.use(...approvalApi([zoe, noah]).handlers);
    const { queue } = await openQueue();
    const items = await within(queue).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Zoë O'Connell added by Maria Johnson, grade 3"),
      expect.stringContaining('Noah Johnson added by a parent'),
    ]);
  });

  it('approves a child: the queue reloads without them and says so', async () => {
    const api = approvalApi([zoe, noah]);
    server.use(...api.handlers);
    const { user, queue } = await openQueue();
    await user.click(await within(queue).findByRole('button', { name: "Approve Zoë O'Connell" }));
    await waitFor(() =>
      expect(within(queue).getByRole('alert')).toHaveTextContent(participantApproved("Zoë O'Connell")),
    );
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(1));
    expect(api.approved).toEqual(['p-zoe']);
    expect(api.rejected).toEqual([]);
  });

  it('removes a child only after the confirm step; "Keep" removes nothing', async () => {
    const api = approvalApi([zoe]);
    server.use(...api.handlers);
    const { user, queue } = await openQueue();
    await user.click(await within(queue).findByRole('button', { name: "Remove Zoë O'Connell" }));
    const dialog = screen.getByRole('dialog', { name: "Remove Zoë O'Connell?" });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.rejected).toEqual([]);

    await user.click(within(queue).getByRole('button', { name: "Remove Zoë O'Connell" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(queue).getByRole('alert')).toHaveTextContent(participantRejected("Zoë O'Connell")),
    );
    expect(await within(queue).findByText(noneAwaitingApproval)).toBeInTheDocument();
    expect(api.rejected).toEqual(['p-zoe']);
  });

  it("shows the server's refusal and keeps the child listed", async () => {
    server.use(...approvalApi([zoe], { refusal: participantNotAwaitingApproval }).handlers);
    const { user, queue } = await openQueue();
    await user.click(await within(queue).findByRole('button', { name: "Approve Zoë O'Connell" }));
    await waitFor(() =>
      expect(within(queue).getByRole('alert')).toHaveTextContent(participantNotAwaitingApproval),
    );
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when nobody is waiting', async () => {
    const { queue } = await openQueue();
    expect(await within(queue).findByText(noneAwaitingApproval)).toBeInTheDocument();
    expect(within(queue).queryByRole('button')).not.toBeInTheDocument();
  });
});
