import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { participantRoutes as routes } from '@thon/shared/api/routes/participants';
import { mswPath } from '../../../testing/handlers';
import { parentLimitReached, participantNotLinked } from '@thon/shared/api/schemas/participants';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import {
  accessCodeInvalid,
  approvalExplained,
  invalidEventCode,
  nameCharactersOnly,
  noPledgesMade,
  noPledgesYet,
  waitingForApproval,
} from '@thon/shared/catalog/messages';
import { server } from '../../../testing/msw-server';
import {
  avaEntry,
  leoEntry,
  linkableAccessCode,
  parentApiWithLimit,
  participantEntry,
} from '../../../testing/participant-handlers';
import { pledgeApi } from '../../../testing/pledge-handlers';
import { referenceListsHandler } from '../../../testing/reference-list-handlers';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';

const sevenMore = Array.from({ length: 7 }, (_, index) =>
  participantEntry({ ParticipantId: `extra-${index}`, FirstName: `Kid${index}` }),
);

describe('parent dashboard', () => {
  it('lists the children with event, goal, raised and progress, and how many of 9 are used', async () => {
    signInAs(testSessions.parent);
    renderApp('/parent/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeInTheDocument();
    expect(screen.getByText('You have added 2 of 9 participants.')).toBeInTheDocument();
    const ava = screen.getByRole('article', { name: 'Ava Johnson' });
    expect(ava).toHaveTextContent('Spring Fun Run');
    expect(ava).toHaveTextContent('$420');
    expect(ava).toHaveTextContent('RUNAVA01');
    expect(within(ava).getByRole('progressbar', { name: 'Progress of Ava Johnson' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(ava).getByRole('link', { name: "Share Ava's page" })).toHaveAttribute(
      'href',
      '/share/participant-ava',
    );
    const leo = screen.getByRole('article', { name: 'Leo Johnson' });
    expect(leo).toHaveTextContent('$500');
    expect(within(leo).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('link', { name: 'Add another participant' })).toHaveAttribute(
      'href',
      '/parent/addparticipant',
    );
  });

  it('gets what it shows from one call, not one per child or event', async () => {
    // Leo's shirt size is one only the server's lists name: his card shows that name once
    // GetReferenceLists has answered, so by then every call the page makes has been counted (the
    // listener stays on until the page shows it, or a late call would go unseen).
    server.use(
      ...parentApiWithLimit([avaEntry, { ...leoEntry, ShirtSize: 'AXXL' }]).handlers,
      referenceListsHandler({ shirtSizes: [{ Code: 'AXXL', Name: 'adult extra extra large' }] }),
    );
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/')) calls.push(`${request.method} ${pathname}`);
    };
    server.events.on('request:start', record);
    try {
      signInAs(testSessions.parent);
      renderApp('/parent/dashboard');
      const leo = await screen.findByRole('article', { name: 'Leo Johnson' });
      expect(await within(leo).findByText('adult extra extra large')).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
    const userId = testSessions.parent.UserId;
    const parentId = testSessions.parent.ParentId ?? userId;
    // The session check (every signed-in page) aside, the page makes exactly one call, and the
    // cards' shirt size names come from the reference lists, asked once for all cards.
    expect(calls.filter((call) => !call.endsWith('/api/Users/GetSession'))).toEqual([
      `GET /api/Parent/GetParentDashboard/${parentId}/${userId}`,
      'GET /api/utilities/GetReferenceLists',
    ]);
  });

  it('has an empty state and says when the limit is reached', async () => {
    server.use(...parentApiWithLimit([]).handlers);
    signInAs(testSessions.parent);
    renderApp('/parent/dashboard');
    expect(await screen.findByText(/No participants yet/)).toBeInTheDocument();
    expect(screen.getByText('You have added 0 of 9 participants.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first participant' })).toBeInTheDocument();
  });

  it('stops offering adds at 9', async () => {
    server.use(...parentApiWithLimit([avaEntry, leoEntry, ...sevenMore]).handlers);
    signInAs(testSessions.parent);
    renderApp('/parent/dashboard');
    expect(await screen.findByText('You have added 9 of 9 participants.')).toBeInTheDocument();
    expect(screen.getByText(/reached the limit of 9 participants/)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Add (another|your first) participant/ }),
    ).not.toBeInTheDocument();
  });

  it('removes a child after an in-place confirm step, and reloads the list', async () => {
    const api = parentApiWithLimit([avaEntry, leoEntry]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/dashboard');

    const leo = await screen.findByRole('article', { name: 'Leo Johnson' });
    await user.click(within(leo).getByRole('button', { name: 'Remove Leo Johnson' }));
    const question = within(leo).getByRole('dialog', { name: 'Remove Leo?' });
    // Focus goes to the safe answer; "No" puts Remove back, focused, and removes nothing.
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(within(leo).queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(leo).getByRole('button', { name: 'Remove Leo Johnson' })).toHaveFocus();
    expect(api.removed).toEqual([]);

    await user.click(within(leo).getByRole('button', { name: 'Remove Leo Johnson' }));
    await user.keyboard('{Escape}');
    expect(within(leo).queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.removed).toEqual([]);

    await user.click(within(leo).getByRole('button', { name: 'Remove Leo Johnson' }));
    await user.click(within(leo).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Leo Johnson' })).not.toBeInTheDocument(),
    );
    expect(api.removed).toEqual([leoEntry.ParticipantId]);
    expect(screen.getByRole('article', { name: 'Ava Johnson' })).toBeInTheDocument();
    expect(screen.getByText('You have added 1 of 9 participants.')).toBeInTheDocument();
    expect(
      screen.getByText('Leo Johnson was removed from your list.').closest('[role="alert"]'),
    ).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('shows the server’s message when a remove is refused, and keeps the card', async () => {
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/dashboard');

    const ava = await screen.findByRole('article', { name: 'Ava Johnson' });
    await user.click(within(ava).getByRole('button', { name: 'Remove Ava Johnson' }));
    await user.click(within(ava).getByRole('button', { name: 'Yes' }));
    // The card's removal status (the card holds other forms' live regions too).
    await waitFor(() =>
      expect(within(ava).getByText(participantNotLinked).closest('[role="alert"]')).not.toBeNull(),
    );
    expect(within(ava).getByRole('button', { name: 'Remove Ava Johnson' })).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Ava Johnson' })).toBeInTheDocument();
  });

  it('shows a child the parent created as waiting for approval, without a share link', async () => {
    server.use(...parentApiWithLimit([avaEntry, leoEntry], [leoEntry.ParticipantId]).handlers);
    signInAs(testSessions.parent);
    renderApp('/parent/dashboard');

    const leo = await screen.findByRole('article', { name: 'Leo Johnson' });
    expect(leo).toHaveTextContent(`${waitingForApproval} ${approvalExplained}`);
    expect(within(leo).queryByRole('link', { name: "Share Leo's page" })).not.toBeInTheDocument();
    const ava = screen.getByRole('article', { name: 'Ava Johnson' });
    expect(ava).not.toHaveTextContent(waitingForApproval);
    expect(within(ava).getByRole('link', { name: "Share Ava's page" })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp('/parent/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

/** Fills the access-code form (the event code first, as the form asks) and sends it. */
async function addByCode(
  user: ReturnType<typeof renderApp>['user'],
  accessCode: string,
  eventCode = 'spring25',
) {
  const form = (await screen.findByRole('region', { name: 'I have an access code' })) as HTMLElement;
  await user.type(within(form).getByRole('textbox', { name: 'Event code' }), eventCode);
  await user.type(within(form).getByRole('textbox', { name: 'Access code' }), accessCode);
  await user.click(within(form).getByRole('button', { name: 'Add with access code' }));
  return form;
}

describe('adding a participant', () => {
  it('links a child by access code and counts it', async () => {
    const api = parentApiWithLimit([avaEntry]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    expect(await screen.findByText('You have added 1 of 9 participants.')).toBeInTheDocument();
    await addByCode(user, linkableAccessCode);

    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Noah Johnson was added.'));
    expect(await screen.findByText('You have added 2 of 9 participants.')).toBeInTheDocument();
    // Sent as typed: the server ignores case in both codes.
    expect(api.added).toEqual([{ AccessCode: linkableAccessCode, EventCode: 'spring25' }]);
  });

  it("asks for the child's event code with the access code before calling", async () => {
    const api = parentApiWithLimit([]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    const form = (await screen.findByRole('region', { name: 'I have an access code' })) as HTMLElement;
    await user.type(within(form).getByRole('textbox', { name: 'Access code' }), linkableAccessCode);
    await user.click(within(form).getByRole('button', { name: 'Add with access code' }));
    expect(await within(form).findByText('Please enter an event code')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Event code' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.added).toEqual([]);
  });

  it('reports a code of another event like a wrong code', async () => {
    const api = parentApiWithLimit([]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    const form = await addByCode(user, linkableAccessCode, 'OTHER2026');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(accessCodeInvalid));
  });

  it('reports a wrong access code in the form’s live region', async () => {
    server.use(...parentApiWithLimit([]).handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    await addByCode(user, 'WRONG');
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent(accessCodeInvalid));
  });

  it('offers the catalogue grades and shirt sizes only on the new-participant form', async () => {
    server.use(...parentApiWithLimit([]).handlers);
    signInAs(testSessions.parent);
    renderApp('/parent/addparticipant');

    const form = (await screen.findByRole('region', { name: 'Add a new participant' })) as HTMLElement;
    const grade = within(form).getByRole('combobox', { name: 'Grade (optional)' });
    expect(
      within(grade)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not given', 'PK', 'K', ...Array.from({ length: 12 }, (_, index) => String(index + 1))]);
    const shirt = within(form).getByRole('combobox', { name: 'Shirt size (optional)' });
    expect(
      within(shirt)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', 'YS', 'YM', 'YL', 'AS', 'AM', 'AL', 'AXL']);
    expect(within(shirt).getByRole('option', { name: 'YS: youth small' })).toBeInTheDocument();
    const byCode = screen.getByRole('region', { name: 'I have an access code' });
    expect(within(byCode).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('offers server-configured grades and shirt sizes from GetReferenceLists', async () => {
    server.use(
      ...parentApiWithLimit([]).handlers,
      referenceListsHandler({
        grades: [{ Code: 'TK', Name: 'Transitional kindergarten' }],
        shirtSizes: [{ Code: 'AXXL', Name: 'adult extra extra large' }],
      }),
    );
    signInAs(testSessions.parent);
    renderApp('/parent/addparticipant');

    const form = (await screen.findByRole('region', { name: 'Add a new participant' })) as HTMLElement;
    expect(await within(form).findByRole('option', { name: 'Transitional kindergarten' })).toHaveValue('TK');
    expect(within(form).getByRole('option', { name: 'AXXL: adult extra extra large' })).toHaveValue('AXXL');
    expect(within(form).getByRole('option', { name: 'PK' })).toBeInTheDocument();
  });

  it('creates a new child in the event named by its code, with grade, shirt size and goal', async () => {
    const api = parentApiWithLimit([]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    const form = (await screen.findByRole('region', { name: 'Add a new participant' })) as HTMLElement;
    await user.type(within(form).getByRole('textbox', { name: 'Event code' }), 'spring25');
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Mia');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Johnson');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Grade (optional)' }), '3');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Shirt size (optional)' }), 'YM');
    const goal = within(form).getByRole('textbox', { name: 'Goal in dollars' });
    expect(goal).toHaveValue('350');
    await user.clear(goal);
    await user.type(goal, '400');
    await user.click(within(form).getByRole('button', { name: 'Add new participant' }));

    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        `Mia Johnson was added. ${approvalExplained}`,
      ),
    );
    // The event is named by its code: the server refuses a new child for an EventId alone.
    expect(api.added).toEqual([
      {
        EventCode: 'spring25',
        FirstName: 'Mia',
        LastName: 'Johnson',
        Goal: 400,
        Grade: '3',
        ShirtSize: 'YM',
      },
    ]);
    // The form starts over for the next child.
    expect(within(form).getByRole('combobox', { name: 'Shirt size (optional)' })).toHaveValue('');
  });

  it('checks the fields before sending and names an unknown event code', async () => {
    const api = parentApiWithLimit([]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    const form = (await screen.findByRole('region', { name: 'Add a new participant' })) as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Add new participant' }));
    expect(await within(form).findByText('Please enter a first name')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');

    // The name rule is checked in the form, with the catalogue's message, before any call.
    await user.type(within(form).getByRole('textbox', { name: 'Event code' }), 'NOPE1234');
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Mia2');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Johnson');
    await user.click(within(form).getByRole('button', { name: 'Add new participant' }));
    expect(await within(form).findByText(nameCharactersOnly)).toBeInTheDocument();
    expect(api.added).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: 'First name' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Last name' }));
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Mia');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Johnson');
    await user.click(within(form).getByRole('button', { name: 'Add new participant' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(invalidEventCode));
    expect(api.added).toEqual([]);
  });

  it('shows the server’s refusal at the limit in the live region', async () => {
    const api = parentApiWithLimit([avaEntry, leoEntry, ...sevenMore.slice(0, 6)]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    expect(await screen.findByText('You have added 8 of 9 participants.')).toBeInTheDocument();
    // A second tab filled the last place meanwhile: the server refuses with 409. (The list the page
    // reloads stays at 8 here, so the refused form, and its message, stay on the page to be read.)
    server.use(
      http.post(mswPath(routes.addParentParticipant), () =>
        HttpResponse.json({ message: parentLimitReached }, { status: 409 }),
      ),
    );
    await addByCode(user, linkableAccessCode);
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent(parentLimitReached));
    expect(api.added).toEqual([]);
  });

  it('adding the 9th replaces the forms with the limit notice', async () => {
    const api = parentApiWithLimit([avaEntry, leoEntry, ...sevenMore.slice(0, 6)]);
    server.use(...api.handlers);
    signInAs(testSessions.parent);
    const { user } = renderApp('/parent/addparticipant');

    await addByCode(user, linkableAccessCode);
    expect(await screen.findByText('You have added 9 of 9 participants.')).toBeInTheDocument();
    expect(screen.getByText(/You have reached the limit of 9 participants/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows no form once 9 are added', async () => {
    server.use(...parentApiWithLimit([avaEntry, leoEntry, ...sevenMore]).handlers);
    signInAs(testSessions.parent);
    renderApp('/parent/addparticipant');
    expect(await screen.findByText(/You have reached the limit of 9 participants/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });
});

describe('my pledges', () => {
  it('shows the pledges the parent made and, per child, the pledges received with totals', async () => {
    server.use(...pledgeApi().handlers);
    signInAs(testSessions.parent);
    renderApp('/parent/mypledges');
    expect(await screen.findByRole('heading', { level: 1, name: 'My pledges' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My pledges' })).toHaveAttribute('aria-current', 'page');

    const made = screen.getByRole('region', { name: 'Pledges you made' });
    const mine = within(made).getByRole('listitem');
    expect(mine).toHaveTextContent('Maria J. Per unit');
    expect(mine).toHaveTextContent('For Noah K. · Spring Fun Run');
    expect(mine).toHaveTextContent('Rate$1.50 per mile');
    expect(mine).toHaveTextContent('CapNo cap');
    expect(mine).toHaveTextContent('StatusWaiting for the donor to confirm');

    const ava = screen.getByRole('region', { name: 'Ava J. · Maple Fun Run' });
    expect(ava).toHaveTextContent('Raised$75');
    expect(ava).toHaveTextContent('Pledged (estimate)$8');
    expect(ava).toHaveTextContent('Pledges3');
    const pledges = within(within(ava).getByRole('list', { name: 'Pledges for Ava J.' })).getAllByRole(
      'listitem',
    );
    expect(pledges).toHaveLength(3);
    expect(pledges[0]).toHaveTextContent('Grandma R. Per unit');
    expect(pledges[0]).toHaveTextContent('Rate$2 per lap');
    expect(pledges[0]).toHaveTextContent('CapAt most 20 laps');
    expect(pledges[0]).toHaveTextContent('Estimate$8');
    expect(pledges[0]).toHaveTextContent('StatusScheduled');
    expect(pledges[0]).toHaveTextContent('Run fast, Ava!');
    expect(pledges[1]).toHaveTextContent('Anonymous One-time gift');
    expect(pledges[1]).toHaveTextContent('Amount$50');
    expect(pledges[1]).toHaveTextContent('StatusPaid');
    expect(pledges[2]).toHaveTextContent('Uncle Joe Cash or check');
    expect(pledges[2]).toHaveTextContent('StatusCash or check received');

    const leo = screen.getByRole('region', { name: 'Leo J. · Maple Fun Run' });
    expect(leo).toHaveTextContent(noPledgesYet);
  });

  it('says so when the parent made no pledge and no child received one', async () => {
    server.use(
      http.get(mswPath(pledgeRoutes.getMyPledges), () => HttpResponse.json({ Made: [], Received: [] })),
    );
    signInAs(testSessions.parent);
    renderApp('/parent/mypledges');
    expect(await screen.findByRole('region', { name: 'Pledges you made' })).toHaveTextContent(noPledgesMade);
    expect(screen.getByRole('region', { name: 'Pledges received' })).toHaveTextContent(noPledgesYet);
  });

  it('is linked from the dashboard', async () => {
    signInAs(testSessions.parent);
    const { user, router } = renderApp('/parent/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Parent dashboard' });
    server.use(...pledgeApi().handlers);
    await user.click(screen.getByRole('link', { name: /See the pledges your participants received/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/mypledges'));
    expect(await screen.findByRole('region', { name: 'Pledges you made' })).toBeInTheDocument();
  });
});
