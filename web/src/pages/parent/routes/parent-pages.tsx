// The parent's pages (spec section 2: the only pages a parent who is not a participant may
// visit): the dashboard of their children and adding a child (at most 9); the pledges page is
// my-pledges-page.tsx.
import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import type { ParentParticipant } from '@/features/participants/api/load-parent-participants';
import {
  AccessCodeParticipantForm,
  NewParticipantForm,
} from '@/features/participants/components/add-participant-forms';
import { ParentNav } from '../components/parent-nav';
import { ParticipantCard } from '../components/participant-card';
import {
  removeParticipantFetcherKey,
  type RemoveParticipantOutcome,
} from '@/features/participants/routes/participant-actions';

const usedText = (count: number) => `You have added ${count} of ${maxParticipantsPerParent} participants.`;
const limitText = `You have reached the limit of ${maxParticipantsPerParent} participants per parent.`;

export function ParentDashboardPage() {
  const participants = useLoaderData() as ParentParticipant[];
  const heading = useRef<HTMLHeadingElement>(null);
  const removal = useFetcher<RemoveParticipantOutcome>({ key: removeParticipantFetcherKey });
  const full = participants.length >= maxParticipantsPerParent;
  // The fetcher is idle again once the list has reloaded: the removed card is gone, so focus moves
  // to the page heading and the page's own live region says what happened.
  const outcome = removal.state === 'idle' ? removal.data : undefined;
  const removed: FormStatusValue = outcome?.ok
    ? { message: `${outcome.name} was removed from your list.`, tone: 'success' }
    : noStatus;
  useEffect(() => {
    if (outcome?.ok) heading.current?.focus();
  }, [outcome]);
  return (
    <>
      <title>Parent dashboard · Thon</title>
      <h1 ref={heading} tabIndex={-1}>
        Parent dashboard
      </h1>
      <ParentNav />
      <FormStatus status={removed} toastFor={outcome?.ok ? outcome : undefined} />
      <p>{usedText(participants.length)}</p>
      {participants.length > 0 && (
        <p>
          <Link to="/parent/mypledges">
            See the pledges your participants received and the pledges you made
          </Link>
        </p>
      )}
      {full ? (
        <p>{limitText}</p>
      ) : (
        <p>
          <Link className="button-link" to="/parent/addparticipant">
            {participants.length === 0 ? 'Add your first participant' : 'Add another participant'}
          </Link>
        </p>
      )}
      {participants.length === 0 ? (
        <p className="empty-state">
          No participants yet. Add your child with the access code from their school, or by their event code.
        </p>
      ) : (
        <ul className="card-list" aria-label="Your participants">
          {participants.map((participant) => (
            <li key={participant.Participant.ParticipantId}>
              <ParticipantCard participant={participant} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AddParticipantPage() {
  const count = useLoaderData() as number;
  const full = count >= maxParticipantsPerParent;
  return (
    <>
      <title>Add a participant · Thon</title>
      <h1>Add a participant</h1>
      <ParentNav />
      <p role="status">{usedText(count)}</p>
      {full ? (
        <p className="notice">
          {limitText} <Link to="/parent/dashboard">Back to your dashboard</Link>
        </p>
      ) : (
        <>
          <section aria-labelledby="by-code-heading" className="card">
            <h2 id="by-code-heading">I have an access code</h2>
            <AccessCodeParticipantForm />
          </section>
          <section aria-labelledby="new-heading" className="card">
            <h2 id="new-heading">Add a new participant</h2>
            <p>For a child the school has not registered yet: enter the event code and their details.</p>
            <NewParticipantForm />
          </section>
        </>
      )}
    </>
  );
}
