import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { invalidUnits, noPledgesYet, offlinePledgeRecorded } from '@thon/shared/catalog/messages';
import { toast } from 'sonner';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { pledgeApi } from '../../../testing/pledge-handlers';
import { renderApp } from '../../../testing/render-app';
import { makeSession, signInAs, testSessions } from '../../../testing/sessions';
import { organizerSession, thonHandlers } from '../../../testing/thon-handlers';

describe("the teacher's class", () => {
  beforeEach(() => server.use(...thonHandlers({ status: 'live' })));

  it('lists the class with each participant’s units', async () => {
    signInAs(testSessions.teacher);
    renderApp('/teacher/class');
    expect(await screen.findByRole('heading', { level: 1, name: 'My class' })).toBeInTheDocument();
    expect(screen.getByText('Room 12 · Maple Fun Run')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Count laps on event day' })).toHaveAttribute(
      'href',
      '/eventday/RUN7KQ2M',
    );
    const list = within(screen.getByRole('region', { name: 'Participants (2)' }));
    expect(list.getByLabelText('Laps for Ava Adams')).toHaveValue('4');
    expect(list.getByLabelText('Laps for Ben Brown')).toHaveValue('');
  });

  it('records units and shows a refusal inline', async () => {
    signInAs(testSessions.teacher);
    const { user } = renderApp('/teacher/class');
    const input = await screen.findByLabelText('Laps for Ben Brown');
    const row = within(screen.getByRole('row', { name: /Ben Brown/ }));
    await user.type(input, '-3');
    await user.click(row.getByRole('button', { name: 'Save laps for Ben Brown' }));
    await waitFor(() => expect(row.getByRole('alert')).toHaveTextContent(invalidUnits));
    await user.clear(input);
    await user.type(input, '8');
    await user.click(row.getByRole('button', { name: 'Save laps for Ben Brown' }));
    await waitFor(() => expect(row.getByRole('alert')).toHaveTextContent('Saved: 8 laps.'));
  });

  it('saves the class page opt-in from its checkbox', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(mswPath(routes.setTeacherPageOptIn), async ({ request }) => {
        const body = (await request.json()) as { OptedIn: boolean };
        sent.push(body);
        return HttpResponse.json({ IsTeacherPageOptedIn: body.OptedIn });
      }),
    );
    signInAs(testSessions.teacher);
    const { user } = renderApp('/teacher/class');
    const box = await screen.findByRole('checkbox', { name: 'Show my class page to parents and donors' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(sent).toEqual([{ OptedIn: true }]);
    expect(await screen.findByText('Your class page is shown to parents and donors.')).toBeInTheDocument();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(sent).toEqual([{ OptedIn: true }, { OptedIn: false }]);
  });

  it('starts from the session flag and shows a refusal', async () => {
    server.use(
      http.post(mswPath(routes.setTeacherPageOptIn), () =>
        HttpResponse.json({ message: 'Please try again.' }, { status: 500 }),
      ),
    );
    signInAs(makeSession('teacher', { ...testSessions.teacher, IsTeacherPageOptedIn: true }));
    const { user } = renderApp('/teacher/class');
    const box = await screen.findByRole('checkbox', { name: 'Show my class page to parents and donors' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
  });

  it('says so when the teacher has no class yet', async () => {
    server.use(...thonHandlers({ teacherEventId: null }));
    signInAs(testSessions.teacher);
    renderApp('/teacher/class');
    expect(await screen.findByText(/You have no class in an event yet/)).toBeInTheDocument();
  });

  it('is only for teachers', async () => {
    signInAs(organizerSession);
    renderApp('/teacher/class');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My class' })).not.toBeInTheDocument();
  });
});

describe("the teacher's class pledges", () => {
  beforeEach(() => server.use(...thonHandlers({ status: 'live' })));

  it("lists a chosen child's pledges with totals", async () => {
    const api = pledgeApi();
    server.use(...api.handlers);
    signInAs(testSessions.teacher);
    const { user } = renderApp('/teacher/class');
    const pledges = within(await screen.findByRole('region', { name: 'Pledges' }));
    expect(api.participantCalls).toEqual([]);

    await user.selectOptions(pledges.getByLabelText('Show the pledges of'), 'Ava Adams');
    const ava = within(await pledges.findByRole('region', { name: 'Pledges for Ava Adams' }));
    expect(await ava.findByLabelText('Totals for Ava A.')).toHaveTextContent('Raised$75Pledged (estimate)$8Pledges3');
    const items = within(ava.getByRole('list', { name: 'Pledges for Ava A.' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rate$2 per lapCapAt most 20 lapsEstimate$8StatusScheduled');
    expect(items[0]).toHaveTextContent('Run fast, Ava!');
    expect(api.participantCalls).toEqual(['p-ava']);

    await user.selectOptions(pledges.getByLabelText('Show the pledges of'), 'Ben Brown');
    const ben = await pledges.findByRole('region', { name: 'Pledges for Ben Brown' });
    expect(await within(ben).findByText(noPledgesYet)).toBeInTheDocument();
  });

  it('records a cash pledge for a child of the class and reloads the list', async () => {
    const api = pledgeApi();
    server.use(...api.handlers);
    signInAs(testSessions.teacher);
    const { user } = renderApp('/teacher/class');
    const pledges = within(await screen.findByRole('region', { name: 'Pledges' }));
    await user.selectOptions(pledges.getByLabelText('Show the pledges of'), 'Ava Adams');
    await pledges.findByLabelText('Totals for Ava A.');
    const form = within(pledges.getByRole('region', { name: 'Record cash or check' }));
    expect(within(form.getByLabelText('Participant')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a participant',
      'Ava Adams',
      'Ben Brown',
    ]);

    await user.selectOptions(form.getByLabelText('Participant'), 'Ava Adams');
    await user.type(form.getByLabelText(/^Amount/), '20');
    await user.type(form.getByLabelText('Donor name'), 'Sam Ortiz');
    await user.click(form.getByRole('button', { name: 'Record pledge' }));

    expect(await screen.findByText(offlinePledgeRecorded(20, 'Ava Adams'))).toBeInTheDocument();
    expect(api.offlineBodies).toEqual([
      { ParticipantId: 'p-ava', Amount: 20, Method: 'Cash', DonorName: 'Sam Ortiz', Anonymous: false },
    ]);
    await waitFor(() => expect(api.participantCalls).toEqual(['p-ava', 'p-ava']));
    toast.dismiss();
  });
});
