// /parent/mypledges (spec section 2: one of the three pages a parent may visit): "Pledges you
// made" and, for each child, "Pledges received" with the child's totals (raised, pledged) and each
// pledge's donor, kind, amount or rate, cap, status and message.
import { useLoaderData } from 'react-router';
import { noPledgesMade, noPledgesYet } from '@thon/shared/catalog/messages';
import { PledgeList, PledgeTotals } from '@/features/pledges/signed-in/pledge-list';
import type { MyPledges } from '@/features/pledges/api/load-my-pledges';
import { ParentNav } from '../components/parent-nav';

export function MyPledgesPage() {
  const { Made: made, Received: received } = useLoaderData() as MyPledges;
  return (
    <>
      <title>My pledges · Thon</title>
      <h1>My pledges</h1>
      <ParentNav />
      <section aria-labelledby="made-heading" className="section">
        <h2 id="made-heading">Pledges you made</h2>
        <PledgeList
          pledges={made}
          unitName={(pledge) => pledge.UnitName}
          label="Pledges you made"
          empty={noPledgesMade}
          about={(pledge) => `For ${pledge.ParticipantName} · ${pledge.EventName}`}
        />
      </section>
      <section aria-labelledby="received-heading" className="section">
        <h2 id="received-heading">Pledges received</h2>
        {received.length === 0 ? (
          <p className="empty-state">{noPledgesYet}</p>
        ) : (
          received.map((child) => (
            <section
              key={child.ParticipantId}
              aria-labelledby={`received-${child.ParticipantId}`}
              className="card"
            >
              <h3 id={`received-${child.ParticipantId}`}>{`${child.DisplayName} · ${child.EventName}`}</h3>
              <PledgeTotals
                raised={child.Raised}
                pledged={child.Pledged}
                count={child.Pledges.length}
                label={`Totals for ${child.DisplayName}`}
              />
              <PledgeList
                pledges={child.Pledges}
                unitName={child.UnitName}
                label={`Pledges for ${child.DisplayName}`}
                empty={noPledgesYet}
              />
            </section>
          ))
        )}
      </section>
    </>
  );
}
