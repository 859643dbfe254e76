// /teacher/class/prizes against the fake awards (testing/prize-award-handlers.ts) and the teacher's
// class (testing/thon-handlers.ts: Elena teaches Room 12): the children of her class with the
// prizes waiting for them (items and sizes; other classes and handed-out awards left out), marks
// of "handed out" undone on the page before saving, one save for the marked children (or the whole
// class), the printable table and its print button; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { awardFixture, prizeAwardApi } from '@/testing/prize-award-handlers';
import { renderApp } from '@/testing/render-app';
import { signInAs, testSessions } from '@/testing/sessions';
import { thonHandlers } from '@/testing/thon-handlers';

const awards = [
  awardFixture(),
  awardFixture({
    AwardId: 'award-ava-2',
    LevelId: 'lvl-2',
    LevelName: 'Medal level',
    Items: [{ ProductName: 'Finisher medal', Quantity: 1 }],
    State: 'picked',
    Version: 3,
  }),
  awardFixture({
    AwardId: 'award-ben-1',
    ParticipantId: 'p-ben',
    FirstName: 'Ben',
    LastName: 'Brown',
    Items: [{ ProductName: 'Glow shirt', Quantity: 1, SizeCode: 'YL' }],
    State: 'delivered',
    Version: 2,
  }),
  awardFixture({
    AwardId: 'award-cam-1',
    ParticipantId: 'p-cam',
    FirstName: 'Cam',
    LastName: 'Cole',
    State: 'handedOut',
  }),
  awardFixture({
    AwardId: 'award-dia-1',
    TeamId: 't-14',
    ClassName: 'Room 14',
    ParticipantId: 'p-dia',
    FirstName: 'Dia',
    LastName: 'Diaz',
  }),
];

function openPickList() {
  const api = prizeAwardApi({ awards });
  server.use(...thonHandlers({ status: 'live' }), ...api.handlers);
  signInAs(testSessions.teacher);
  return { api, ...renderApp('/teacher/class/prizes') };
}

describe("the teacher's pick list", () => {
  beforeEach(() => {
    window.innerWidth = 390;
  });

  it("lists her class's children with the prizes waiting and their sizes", async () => {
    const { api } = openPickList();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ava Adams' })).toBeInTheDocument();
    expect(screen.getByText('Room 12 · Maple Fun Run')).toBeInTheDocument();
    expect(screen.getByText('Glow level: Glow shirt (YM) · locked')).toBeInTheDocument();
    expect(screen.getByText('Medal level: Finisher medal · picked')).toBeInTheDocument();
    expect(screen.getByText('Glow level: Glow shirt (YL) · delivered to the class')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cam Cole' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dia Diaz' })).not.toBeInTheDocument();
    expect(api.sent.lists).toEqual([{ ThonId: 'evt-new', TeamId: 't-12', IncludeEarned: 'false' }]);
  });

  it('marks a child handed out, undoes a mark, and saves the marked child’s awards in one go', async () => {
    const { api, user } = openPickList();
    await user.click(await screen.findByRole('button', { name: 'Handed out: Ava Adams' }));
    await user.click(screen.getByRole('button', { name: 'Handed out: Ben Brown' }));
    expect(screen.getByText('Ben Brown: handed out (not saved yet)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo Ben Brown' }));
    expect(screen.getByRole('button', { name: 'Handed out: Ben Brown' })).toBeInTheDocument();
    expect(api.sent.moves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save handed out (1)' }));
    expect(await screen.findByText('2 awards marked handed out.')).toBeInTheDocument();
    expect(api.sent.moves).toEqual([
      {
        ThonId: 'evt-new',
        To: 'handedOut',
        Moves: [
          { AwardId: 'award-ava-1', Version: 1 },
          { AwardId: 'award-ava-2', Version: 3 },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ava Adams' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Ben Brown' })).toBeInTheDocument();
  });

  it('marks the whole class and saves it', async () => {
    const { api, user } = openPickList();
    await user.click(await screen.findByRole('button', { name: 'Mark everyone handed out' }));
    await user.click(screen.getByRole('button', { name: 'Save handed out (2)' }));
    expect(await screen.findByText(/^No prizes wait to be handed out\./)).toBeInTheDocument();
    expect(api.sent.moves[0]?.Moves.map((move) => move.AwardId)).toEqual([
      'award-ava-1',
      'award-ava-2',
      'award-ben-1',
    ]);
  });

  it('prints a table by child with item, size and a tick box', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openPickList();
    const table = within(await screen.findByRole('table', { name: 'Pick list', hidden: true }));
    const rows = table.getAllByRole('row', { hidden: true }).map((row) => row.textContent);
    expect(rows).toEqual([
      'ChildClassItemSizeHanded out',
      'Ava AdamsRoom 12Glow shirtYM',
      'Ava AdamsRoom 12Finisher medal',
      'Ben BrownRoom 12Glow shirtYL',
    ]);
    await user.click(screen.getByRole('button', { name: 'Print the pick list' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('is reached from the class page', async () => {
    const { user } = openPickList();
    await screen.findByRole('heading', { level: 2, name: 'Ava Adams' });
    await user.click(screen.getByRole('link', { name: 'Back to my class' }));
    await user.click(await screen.findByRole('link', { name: 'Prizes to hand out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prizes to hand out' })).toBeInTheDocument();
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    const { user } = openPickList();
    await user.click(await screen.findByRole('button', { name: 'Handed out: Ava Adams' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
