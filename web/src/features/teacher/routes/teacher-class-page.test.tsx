import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { invalidUnits } from '@thon/shared/catalog/messages';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';
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
