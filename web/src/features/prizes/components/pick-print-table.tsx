// The pick list on paper: one row per item to hand out, by child (class, last name, first name as
// the API orders them), with its size and a box to tick by hand. Shown only when printing (the
// pages' print CSS); the teacher's pick list and the organizer's awards board print it.
import type { PrizeAwardWire } from '../api/award-calls';
import { childName } from './award-view';

/** The states of an award still to be handed out. */
export const toHandOut: ReadonlySet<string> = new Set(['locked', 'picked', 'delivered']);

export interface PickChild {
  participantId: string;
  name: string;
  className: string;
  awards: PrizeAwardWire[];
}

/** The children in the API's order (class, last name, first name), each with their awards. */
export function byChild(awards: readonly PrizeAwardWire[]): PickChild[] {
  const children = new Map<string, PickChild>();
  for (const award of awards) {
    const child = children.get(award.ParticipantId) ?? {
      participantId: award.ParticipantId,
      name: childName(award),
      className: award.ClassName,
      awards: [],
    };
    child.awards.push(award);
    children.set(award.ParticipantId, child);
  }
  return [...children.values()];
}

/** The print view: one row per item, by child, with its size and a box to tick by hand. */
export function PickPrintTable({ rows }: { rows: readonly PickChild[] }) {
  return (
    <table className="pick-print">
      <caption>Pick list</caption>
      <thead>
        <tr>
          <th scope="col">Child</th>
          <th scope="col">Class</th>
          <th scope="col">Item</th>
          <th scope="col">Size</th>
          <th scope="col">Handed out</th>
        </tr>
      </thead>
      <tbody>
        {rows.flatMap((child) =>
          child.awards.flatMap((award) =>
            award.Items.map((item, index) => (
              <tr key={`${award.AwardId ?? award.LevelId}-${index}`}>
                <th scope="row">{child.name}</th>
                <td>{child.className}</td>
                <td>{item.Quantity > 1 ? `${item.ProductName} x ${item.Quantity}` : item.ProductName}</td>
                <td>{item.SizeCode ?? ''}</td>
                <td>
                  <span className="tick-box" aria-label="not ticked" role="img" />
                </td>
              </tr>
            )),
          ),
        )}
      </tbody>
    </table>
  );
}
