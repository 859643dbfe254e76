// Which participants the public pages leave out. A family may ask that their child not be named
// to donors; the organizer ticks "Hide" and the event page drops the name and the child's own page
// stops answering, while the money they raised still counts in every total. Findable by name,
// since a school has hundreds of participants. A change posts to the Thon page's action through a
// fetcher; the box shows the roster as reloaded after it.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '@/components/pager';
import { ListFilter, matchesQuery } from '@/components/list-filter';
import type { ThonPageData } from '../api/load-thon';
import type { HiddenChanged, ThonEventRequest } from '../routes/thon-event-actions';

type Participant = ThonPageData['Participants'][number];

interface PublicVisibilityPanelProps {
  participants: readonly Participant[];
}

export function PublicVisibilityPanel({ participants }: PublicVisibilityPanelProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const fetcher = useFetcher<HiddenChanged>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? {
          tone: 'success',
          message: answer.hidden
            ? `${answer.name} is hidden from the public pages.`
            : `${answer.name} is shown on the public pages again.`,
        }
      : { message: answer.message };
  const nameOf = (participant: Participant) => `${participant.FirstName} ${participant.LastName}`;
  const isHidden = (participant: Participant) => participant.HiddenFromPublic;
  const shown = participants.filter((participant) => matchesQuery(nameOf(participant), query));
  const paged = usePagedList(shown, defaultItemsPerPage);
  const hiddenCount = participants.filter(isHidden).length;

  const toggle = (participant: Participant, hidden: boolean) => {
    const request: ThonEventRequest = {
      intent: 'set-hidden',
      participantId: participant.ParticipantId,
      name: nameOf(participant),
      hidden,
    };
    void fetcher.submit(request, { method: 'post', encType: 'application/json' });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="section">
      <h2 id={`${id}-heading`}>Public pages</h2>
      <p>
        A hidden participant is left off the event page and their own page is not shown to donors. The money
        they raise still counts in the totals.
      </p>
      <ListFilter
        label="Find a participant to hide or show"
        value={query}
        onChange={(value) => {
          setQuery(value);
          paged.setPage(1);
        }}
        shown={shown.length}
        total={participants.length}
        noun="participants"
      />
      <p className="muted">{`${hiddenCount} of ${participants.length} participants hidden`}</p>
      <FormStatus status={status} toastFor={answer} />
      <ul className="checkbox-list">
        {paged.shown.map((participant) => (
          <li key={participant.ParticipantId}>
            <label>
              <input
                type="checkbox"
                checked={isHidden(participant)}
                onChange={(event) => toggle(participant, event.target.checked)}
                aria-label={`Hide ${nameOf(participant)} from the public pages`}
              />{' '}
              {nameOf(participant)}
            </label>
          </li>
        ))}
      </ul>
      <Pager label="Participant pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
    </section>
  );
}
