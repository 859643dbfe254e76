// /teacher/class/prizes: the teacher's pick list on a phone. Each child of the teacher's classes
// with the prizes waiting for them (items and sizes). The teacher taps "Handed out" as each child
// gets theirs (or marks the whole class), may undo a tap, and saves the marks in one go: a handed
// out award is final, so the marks stay on the page, undoable, until the teacher saves them.
// A printable view lists the same as a table with a tick box per item.
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { itemText, stateLabels } from '../components/award-view';
import { byChild, PickPrintTable, type PickChild } from '../components/pick-print-table';
import { MoveOutcome } from '../components/move-outcome';
import type { MoveAwardsOutcome, MoveAwardsRequest } from './award-actions';
import type { PickListData } from './pick-list-loader';
import '../components/prize-pages.css';

export function PickListPage() {
  const data = useLoaderData() as PickListData | null;
  return (
    <>
      <title>Prizes to hand out · Thon</title>
      <h1>Prizes to hand out</h1>
      {data ? (
        <PickList data={data} />
      ) : (
        <p>You have no class in an event yet. Your event&apos;s organizer assigns classes to teachers.</p>
      )}
    </>
  );
}

function PickList({ data }: { data: PickListData }) {
  const { busy, answer, submit } = useActionFetcher<MoveAwardsOutcome>();
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const children = byChild(data.awards);
  const mark = (participantIds: readonly string[], on: boolean) =>
    setMarked((current) => {
      const next = new Set(current);
      for (const id of participantIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const save = () => {
    if (busy || marked.size === 0) return;
    const moves = children
      .filter((child) => marked.has(child.participantId))
      .flatMap((child) => child.awards)
      .flatMap((award) =>
        award.AwardId !== undefined && award.Version !== undefined
          ? [{ AwardId: award.AwardId, Version: award.Version }]
          : [],
      );
    const request: MoveAwardsRequest = { intent: 'move-awards', thonId: data.thonId, to: 'handedOut', moves };
    setMarked(new Set());
    void submit({ ...request });
  };

  return (
    <>
      <p className="lead">{`${data.classNames.join(', ')} · ${data.thonName}`}</p>
      <p className="no-print">
        <Link to="/teacher/class">Back to my class</Link>
      </p>
      {children.length === 0 ? (
        <p>No prizes wait to be handed out. New ones arrive after each night&apos;s lock.</p>
      ) : (
        <>
          <div className="pick-list">
            <p>
              Tap Handed out as each child gets their prizes, then save. Until you save, Undo takes a mark
              back.
            </p>
            <div className="award-moves">
              <button type="button" onClick={() => window.print()}>
                Print the pick list
              </button>
              <button
                type="button"
                onClick={() =>
                  mark(
                    children.map((child) => child.participantId),
                    true,
                  )
                }
              >
                Mark everyone handed out
              </button>
            </div>
            <ul className="review-list">
              {children.map((child) => (
                <ChildPrizes
                  key={child.participantId}
                  child={child}
                  marked={marked.has(child.participantId)}
                  onMark={(on) => mark([child.participantId], on)}
                />
              ))}
            </ul>
            <button
              type="button"
              className="pick-save"
              aria-disabled={busy || marked.size === 0}
              onClick={save}
            >
              {busy ? 'Saving…' : `Save handed out (${marked.size})`}
            </button>
          </div>
          <PickPrintTable rows={children} />
        </>
      )}
      <MoveOutcome answer={answer} awards={data.awards} />
    </>
  );
}

function ChildPrizes({
  child,
  marked,
  onMark,
}: {
  child: PickChild;
  marked: boolean;
  onMark: (on: boolean) => void;
}) {
  return (
    <li className="pick-child">
      <h2>{child.name}</h2>
      <ul>
        {child.awards.map((award) => (
          <li key={award.AwardId ?? award.LevelId}>
            {`${award.LevelName}: ${award.Items.map(itemText).join(', ')} · ${stateLabels[award.State]}`}
          </li>
        ))}
      </ul>
      {marked ? (
        <p>
          <span role="status">{`${child.name}: handed out (not saved yet)`}</span>{' '}
          <button type="button" onClick={() => onMark(false)}>
            {`Undo ${child.name}`}
          </button>
        </p>
      ) : (
        <button type="button" onClick={() => onMark(true)}>
          {`Handed out: ${child.name}`}
        </button>
      )}
    </li>
  );
}
