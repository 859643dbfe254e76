import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { invalidUnits } from '@thon/shared/catalog/messages';
import { mswPath } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
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
