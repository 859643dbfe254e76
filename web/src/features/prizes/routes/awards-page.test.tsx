// /organizer/thons/:eventId/awards against the fake awards (testing/prize-award-handlers.ts): the
// awards per class with counts per state, earned rows shown as "earned (locks tonight)" and not
// movable, a bulk move of the chosen awards (only those the move applies to, each with its
// Version), the undo of picked, the refusals listed by child with the API's reason; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { awardsRefused, chooseAwardsFirst } from '@thon/shared/catalog/prize-page-messages';
import { prizeAwardStale } from '@thon/shared/catalog/prize-award-messages';
import { seriousViolations } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { awardFixture, prizeAwardApi } from '@/testing/prize-award-handlers';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/sessions';
import { organizerSession } from '@/testing/thon-handlers';

const awards = [
  awardFixture(),
  awardFixture({
    AwardId: 'award-ben-1',
    ParticipantId: 'p-ben',
    FirstName: 'Ben',
    LastName: 'Brown',
    Items: [{ ProductName: 'Finisher medal', Quantity: 2 }],
    State: 'picked',
    Version: 2,
  }),
  awardFixture({
    AwardId: undefined,
    ParticipantId: 'p-cam',
    FirstName: 'Cam',
    LastName: 'Cole',
    State: 'earned',
    Night: undefined,
    Version: undefined,
  }),
  awardFixture({
    AwardId: 'award-dia-1',
    TeamId: 't-14',
    ClassName: 'Room 14',
    ParticipantId: 'p-dia',
    FirstName: 'Dia',
    LastName: 'Diaz',
    Items: [{ ProductName: 'Glow shirt', Quantity: 1, SizeCode: 'AS' }],
    State: 'delivered',
    Version: 4,
  }),
];

function openBoard() {
  const api = prizeAwardApi({ awards });
  server.use(...api.handlers);
  signInAs(organizerSession);
  return { api, ...renderApp('/organizer/thons/evt-new/awards') };
}

const classSection = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the awards board', () => {
  it('lists each class with its counts, items and sizes, and the earned rows as locking tonight', async () => {
    const { api } = openBoard();
    const room12 = await classSection('Room 12');
    expect(room12.getByText('earned (locks tonight): 1 · locked: 1 · picked: 1')).toBeInTheDocument();
    expect(
      room12.getByRole('row', { name: /Ava Adams Glow level Glow shirt \(YM\) locked/ }),
    ).toBeInTheDocument();
    expect(
      room12.getByRole('row', { name: /Ben Brown Glow level Finisher medal x 2 picked/ }),
    ).toBeInTheDocument();
    const earned = room12.getByRole('row', { name: /Cam Cole .* earned \(locks tonight\)/ });
    expect(within(earned).queryByRole('checkbox')).not.toBeInTheDocument();
    const room14 = await classSection('Room 14');
    expect(room14.getByText('delivered to the class: 1')).toBeInTheDocument();
    expect(api.sent.lists).toEqual([{ ThonId: 'evt-new', IncludeEarned: 'true' }]);
  });

  it('moves the chosen awards the move applies to, with the versions read', async () => {
    const { api, user } = openBoard();
    const room12 = await classSection('Room 12');
    await user.click(room12.getByRole('checkbox', { name: 'Choose every award of Room 12' }));
    await user.click(room12.getByRole('button', { name: 'Mark picked' }));
    expect(await room12.findByText('1 award marked picked.')).toBeInTheDocument();
    // Ben's award is picked already: only Ava's moved.
    expect(api.sent.moves).toEqual([
      { ThonId: 'evt-new', To: 'picked', Moves: [{ AwardId: 'award-ava-1', Version: 1 }] },
    ]);
    expect(room12.getByText('picked: 2', { exact: false })).toBeInTheDocument();

    await user.click(room12.getByRole('checkbox', { name: 'Choose Ben Brown, Glow level' }));
    await user.click(room12.getByRole('button', { name: 'Undo picked (back to locked)' }));
    expect(await room12.findByText('1 award marked locked.')).toBeInTheDocument();
    expect(api.sent.moves[1]).toEqual({
      ThonId: 'evt-new',
      To: 'locked',
      Moves: [{ AwardId: 'award-ben-1', Version: 2 }],
    });
    expect(room12.getByRole('row', { name: /Ben Brown .* locked/ })).toBeInTheDocument();
  });

  it('says so when no chosen award can make the move, and sends nothing', async () => {
    const { api, user } = openBoard();
    const room14 = await classSection('Room 14');
    await user.click(room14.getByRole('checkbox', { name: 'Choose Dia Diaz, Glow level' }));
    await user.click(room14.getByRole('button', { name: 'Mark picked' }));
    expect(await room14.findByText(chooseAwardsFirst('picked'))).toBeInTheDocument();
    expect(api.sent.moves).toEqual([]);
  });

  it('lists the awards a move refused, by child, with the reason', async () => {
    const { api, user } = openBoard();
    const room12 = await classSection('Room 12');
    api.moveElsewhere('award-ava-1', 'picked');
    await user.click(room12.getByRole('checkbox', { name: 'Choose Ava Adams, Glow level' }));
    await user.click(room12.getByRole('button', { name: 'Mark handed out' }));
    expect(await room12.findByText(awardsRefused(1))).toBeInTheDocument();
    expect(room12.getByText(`Ava Adams, Glow level: ${prizeAwardStale}`)).toBeInTheDocument();
    expect(room12.getByText('0 awards marked handed out.')).toBeInTheDocument();
    await waitFor(() => expect(room12.getByRole('row', { name: /Ava Adams .* picked/ })).toBeInTheDocument());
  });

  it('prints the pick lists of every class: what is still to hand out, by child, with sizes', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openBoard();
    const table = within(await screen.findByRole('table', { name: 'Pick list', hidden: true }));
    const rows = table.getAllByRole('row', { hidden: true }).map((row) => row.textContent);
    // The earned row is not locked yet: nothing to hand out for it.
    expect(rows).toEqual([
      'ChildClassItemSizeHanded out',
      'Ava AdamsRoom 12Glow shirtYM',
      'Ben BrownRoom 12Finisher medal x 2',
      'Dia DiazRoom 14Glow shirtAS',
    ]);
    await user.click(screen.getByRole('button', { name: 'Print the pick lists' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    openBoard();
    await classSection('Room 12');
    expect(await seriousViolations()).toEqual([]);
  });
});
