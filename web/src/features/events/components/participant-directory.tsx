// The event's participants, each linking to their student page, with a name filter and a page at a
// time (the catalogue's default size): a school of 600 is too long a list to scan on a phone. A
// completed Thon past its retention period names nobody (`listed` false), and says so rather than
// "no participants".
import { useState } from 'react';
import { Link } from 'react-router';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { participantsNoLongerListed } from '@thon/shared/catalog/messages';
import { ListFilter, matchesQuery } from '../../../components/list-filter';
import { LazyPager } from '../../../components/lazy-pager';
import { usePagedList } from '../../../components/use-paged-list';
import { useT } from '../../../i18n/translation';

export interface DirectoryEntry {
  ParticipantId: string;
  DisplayName: string;
}

export function ParticipantDirectory({
  participants,
  listed = true,
}: {
  participants: readonly DirectoryEntry[];
  listed?: boolean;
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  const shown = participants.filter((participant) => matchesQuery(participant.DisplayName, query));
  const paged = usePagedList(shown, defaultItemsPerPage);

  return (
    <section aria-labelledby="participants-heading" className="donor-card">
      <h2 id="participants-heading">{t('Participants')}</h2>
      {!listed ? (
        <p>{t(participantsNoLongerListed)}</p>
      ) : participants.length === 0 ? (
        <p>{t('No participants yet.')}</p>
      ) : (
        <>
          <ListFilter
            label="Find a participant"
            value={query}
            onChange={(value) => {
              setQuery(value);
              paged.setPage(1);
            }}
            shown={shown.length}
            total={participants.length}
            noun="participants"
          />
          <ul className="participant-list">
            {paged.shown.map((participant) => (
              <li key={participant.ParticipantId}>
                <Link to={`/student/${encodeURIComponent(participant.ParticipantId)}`}>
                  {participant.DisplayName}
                </Link>
              </li>
            ))}
          </ul>
          <LazyPager
            label="Participant pages"
            page={paged.page}
            pageCount={paged.pageCount}
            onPage={paged.setPage}
          />
        </>
      )}
    </section>
  );
}
