// /organizer/thons/:eventId/awards: the Thon's prize awards per class, for the organizer and the
// franchisee team leader. Each class shows how many awards stand in each state and its list, with
// the levels reached since the last nightly lock as "earned (locks tonight)" (nothing to move yet);
// chosen awards move in bulk (picked, delivered to the class, handed out, or picked back to
// locked), and the awards a move refused are listed with the reason. The pick lists of every class
// (what is still to be handed out, sizes included) print as one table.
import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import {
  canMoveAward,
  awardMoveTargets,
  type AwardMoveTarget,
  type AwardState,
} from '@thon/shared/prizes/award-states';
import { chooseAwardsFirst } from '@thon/shared/catalog/prize-page-messages';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { ListPrizeAwardsResponse, PrizeAwardWire } from '../api/award-calls';
import { childName, itemsText, moveLabels, stateCounts, stateLabels } from '../components/award-view';
import { MoveOutcome } from '../components/move-outcome';
import { byChild, PickPrintTable, toHandOut } from '../components/pick-print-table';
import { PrizePagesNav } from '../components/prize-pages-nav';
import type { MoveAwardsOutcome, MoveAwardsRequest } from './award-actions';
import '../components/prize-pages.css';

export interface AwardsPageData {
  thonId: string;
  awards: ListPrizeAwardsResponse;
}

/** The classes in name order, each with its awards in the API's order. */
function byClass(awards: readonly PrizeAwardWire[]) {
  const classes = new Map<string, { teamId: string; name: string; awards: PrizeAwardWire[] }>();
  for (const award of awards) {
    const entry = classes.get(award.TeamId) ?? { teamId: award.TeamId, name: award.ClassName, awards: [] };
    entry.awards.push(award);
    classes.set(award.TeamId, entry);
  }
  return [...classes.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A stored award a person may still move (an earned row is not stored; void and handed out are final). */
const movable = (award: PrizeAwardWire): award is PrizeAwardWire & { AwardId: string; Version: number } =>
  award.AwardId !== undefined &&
  award.Version !== undefined &&
  award.State !== 'earned' &&
  awardMoveTargets.some((to) => canMoveAward(award.State as AwardState, to));

export function AwardsPage() {
  const { thonId, awards } = useLoaderData() as AwardsPageData;
  const classes = byClass(awards.Awards);
  const toPrint = byChild(awards.Awards.filter((award) => toHandOut.has(award.State)));
  return (
    <>
      <title>Awards board · Thon</title>
      <h1>Awards board</h1>
      <PrizePagesNav thonId={thonId} />
      {classes.length === 0 && <p>No awards yet. Awards appear once a participant reaches a prize level.</p>}
      <div className="pick-list">
        {toPrint.length > 0 && (
          <p>
            <button type="button" onClick={() => window.print()}>
              Print the pick lists
            </button>
          </p>
        )}
        {classes.map((entry) => (
          <ClassAwards key={entry.teamId} thonId={thonId} name={entry.name} awards={entry.awards} />
        ))}
      </div>
      <PickPrintTable rows={toPrint} />
    </>
  );
}

function ClassAwards({ thonId, name, awards }: { thonId: string; name: string; awards: PrizeAwardWire[] }) {
  const { busy, answer, note, say, submit } = useActionFetcher<MoveAwardsOutcome>();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const headingId = useId();
  const rows = awards.filter(movable);
  const allChosen = rows.length > 0 && rows.every((award) => chosen.has(award.AwardId));

  const toggle = (awardId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(awardId);
      else next.delete(awardId);
      return next;
    });

  const move = (to: AwardMoveTarget) => {
    if (busy) return;
    const moves = rows
      .filter((award) => chosen.has(award.AwardId) && canMoveAward(award.State as AwardState, to))
      .map((award) => ({ AwardId: award.AwardId, Version: award.Version }));
    if (moves.length === 0) return say({ message: chooseAwardsFirst(stateLabels[to]) });
    setChosen(new Set());
    const request: MoveAwardsRequest = { intent: 'move-awards', thonId, to, moves };
    return void submit({ ...request });
  };

  return (
    <section aria-labelledby={headingId} className="section">
      <h2 id={headingId}>{name}</h2>
      <p>
        {stateCounts(awards)
          .map(({ state, count }) => `${stateLabels[state]}: ${count}`)
          .join(' · ')}
      </p>
      <table className="award-table">
        <caption className="visually-hidden">{`Awards of ${name}`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={`Choose every award of ${name}`}
                checked={allChosen}
                onChange={(event) =>
                  setChosen(event.target.checked ? new Set(rows.map((award) => award.AwardId)) : new Set())
                }
              />
            </th>
            <th scope="col">Child</th>
            <th scope="col">Level</th>
            <th scope="col">Items</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {awards.map((award) => (
            <tr key={award.AwardId ?? `${award.ParticipantId}-${award.LevelId}`}>
              <td>
                {movable(award) && (
                  <input
                    type="checkbox"
                    aria-label={`Choose ${childName(award)}, ${award.LevelName}`}
                    checked={chosen.has(award.AwardId)}
                    onChange={(event) => toggle(award.AwardId, event.target.checked)}
                  />
                )}
              </td>
              <th scope="row">{childName(award)}</th>
              <td>{award.LevelName}</td>
              <td>{itemsText(award)}</td>
              <td>{stateLabels[award.State]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="award-moves" role="group" aria-label={`Move the chosen awards of ${name}`}>
        {(['picked', 'delivered', 'handedOut', 'locked'] as const).map((to) => (
          <button key={to} type="button" aria-disabled={busy} onClick={() => move(to)}>
            {moveLabels[to]}
          </button>
        ))}
      </div>
      <MoveOutcome answer={answer} note={note} awards={awards} />
    </section>
  );
}
