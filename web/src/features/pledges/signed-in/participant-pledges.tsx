// One participant's pledges with their totals (GetPledgesByParticipant), for the participant's own
// account page and the teacher's class page. It loads itself when shown, and again when
// `reloadKey` changes (the page's data reloaded after an action, e.g. a cash pledge recorded).
import { useEffect, useState } from 'react';
import { noPledgesYet, pledgesNotLoaded } from '@thon/shared/catalog/messages';
import { ApiError } from '@/lib/api-client';
import { loadParticipantPledges, type ParticipantPledges } from '../api/pledge-calls';
import { PledgeList, PledgeTotals } from './pledge-list';

type Loaded = { participantId: string; reloadKey: unknown } & (
  | { ok: true; data: ParticipantPledges }
  | { ok: false; message: string }
);

export function useParticipantPledges(participantId: string, reloadKey?: unknown) {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    loadParticipantPledges(participantId, controller.signal).then(
      (data) => setLoaded({ participantId, reloadKey, ok: true, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : pledgesNotLoaded;
        setLoaded({ participantId, reloadKey, ok: false, message });
      },
    );
    return () => controller.abort();
  }, [participantId, reloadKey]);
  // An answer for another participant is not shown while the new one loads.
  return loaded?.participantId === participantId ? loaded : undefined;
}

export function ParticipantPledgeList({
  participantId,
  reloadKey,
  heading,
  headingLevel = 2,
}: {
  participantId: string;
  reloadKey?: unknown;
  heading: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const loaded = useParticipantPledges(participantId, reloadKey);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  const headingId = `pledges-${participantId}`;
  return (
    <section aria-labelledby={headingId} aria-busy={!loaded} className="participant-pledges">
      <Heading id={headingId}>{heading}</Heading>
      {!loaded ? (
        <p className="muted">Loading pledges…</p>
      ) : !loaded.ok ? (
        <p role="alert">{loaded.message}</p>
      ) : (
        <>
          <PledgeTotals
            raised={loaded.data.Raised}
            pledged={loaded.data.Pledged}
            count={loaded.data.Pledges.length}
            label={`Totals for ${loaded.data.DisplayName}`}
          />
          <PledgeList
            pledges={loaded.data.Pledges}
            unitName={loaded.data.UnitName}
            label={`Pledges for ${loaded.data.DisplayName}`}
            empty={noPledgesYet}
          />
        </>
      )}
    </section>
  );
}
