import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { noAccountWithEmail, notATeacherAccount } from '@thon/shared/api/schemas/events';
import { teamLeaderAlreadyAssigned } from '@thon/shared/catalog/messages';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { assignableAccounts, teamAssignmentHandlers } from '@/testing/team-assignment-handlers';
import { organizerSession, thonHandlers } from '@/testing/thon-handlers';

afterEach(() => act(() => void toast.dismiss()));

/** The toast showing `text`, if any. */
function toastOf(text: string) {
  const toasts = screen.getByRole('region', { name: /notifications/i });
  return within(toasts).getByText(text).closest('[data-sonner-toast]');
}

async function openTeams() {
  signInAs(organizerSession);
  const app = renderApp('/organizer/thons/evt-new');
  const panel = within(await screen.findByRole('region', { name: 'Teams' }));
  /** The team's list item, found by its heading. */
  const team = (name: string) => {
    const item = panel.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name }));
    if (!item) throw new Error(`no team ${name}`);
    return within(item);
  };
  return { ...app, panel, team };
}

async function assign(
  user: ReturnType<typeof renderApp>['user'],
  group: ReturnType<typeof within>,
  role: 'Teacher' | 'Team leader',
  email: string,
) {
  await user.selectOptions(group.getByLabelText('Role'), role);
  await user.clear(group.getByLabelText('Account email'));
  await user.type(group.getByLabelText('Account email'), email);
  await user.click(group.getByRole('button', { name: 'Assign' }));
}

describe('the Teams panel', () => {
  beforeEach(() => {
    server.use(...thonHandlers());
    // Used later, so they answer first: the roster with the teams these tests assign to.
    server.use(...teamAssignmentHandlers());
  });

  it('lists each team with its leader and teacher, leaving out the unassigned team', async () => {
    const { panel, team } = await openTeams();
    expect(panel.getAllByRole('listitem')).toHaveLength(2);
    expect(panel.queryByRole('heading', { name: 'Unassigned' })).not.toBeInTheDocument();
    const room7 = team('Room 7');
    expect(room7.getByText('Leader', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Dana Brooks');
    expect(room7.getByText('Teacher', { selector: 'dt' }).nextElementSibling).toHaveTextContent('None yet');
    expect(room7.getByRole('group', { name: 'Assign to Room 7' })).toBeInTheDocument();
  });

  it('assigns a teacher by email and shows them after the reload', async () => {
    const { user, team } = await openTeams();
    const room12 = team('Room 12');
    const form = within(room12.getByRole('group', { name: 'Assign to Room 12' }));
    await assign(user, form, 'Teacher', assignableAccounts.teacher.email);

    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Teacher assigned.'));
    // Confirmed with a success toast as well (spec section 9).
    await waitFor(() => expect(toastOf('Teacher assigned.')).toHaveAttribute('data-type', 'success'));
    await waitFor(() =>
      expect(room12.getByText('Teacher', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Elena Rivera',
      ),
    );
    expect(form.getByLabelText('Account email')).toHaveValue('');

    await assign(user, form, 'Team leader', assignableAccounts.leader.email);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Team leader assigned.'));
    await waitFor(() =>
      expect(room12.getByText('Leader', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Marcus Chen',
      ),
    );
  });

  it("shows the server's refusals: a second leader, a non-teacher account, an unknown email", async () => {
    const { user, team } = await openTeams();
    const form = within(team('Room 7').getByRole('group', { name: 'Assign to Room 7' }));

    await assign(user, form, 'Team leader', assignableAccounts.leader.email);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(teamLeaderAlreadyAssigned));
    await waitFor(() => expect(toastOf(teamLeaderAlreadyAssigned)).toHaveAttribute('data-type', 'error'));

    await assign(user, form, 'Teacher', assignableAccounts.parent.email);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(notATeacherAccount));

    await assign(user, form, 'Teacher', 'nobody@example.com');
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(noAccountWithEmail));
    expect(team('Room 7').getByText('Teacher', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'None yet',
    );
  });

  it('checks the email before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post(mswPath(routes.assignClassTeacher), () => {
        calls += 1;
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    const { user, team } = await openTeams();
    const form = within(team('Room 12').getByRole('group', { name: 'Assign to Room 12' }));
    await user.click(form.getByRole('button', { name: 'Assign' }));
    expect(await form.findByText('Email is required')).toBeInTheDocument();
    await assign(user, form, 'Teacher', 'not-an-email');
    expect(await form.findByText('Email must be an email address')).toBeInTheDocument();
    expect(form.getByLabelText('Account email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });
});
