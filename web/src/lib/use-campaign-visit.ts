// Records a visit that came from a campaign link (event or student page) once per landing URL,
// and remembers it for the event so a later pledge in this tab carries the same attribution.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { campaignFromSearch, recordVisit, rememberAttribution } from './campaign-tracking';

export function useCampaignVisit(eventId: string, participantId?: string): void {
  const { search } = useLocation();
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    const campaign = campaignFromSearch(search);
    const key = `${eventId}/${participantId ?? ''}?${search}`;
    if (!campaign || recorded.current === key) return;
    recorded.current = key;
    recordVisit({ EventId: eventId, ParticipantId: participantId, ...campaign })
      .then(({ VisitId }) => rememberAttribution(eventId, { ...campaign, VisitId }))
      // Tracking never stands in the donor's way: a failed record is not shown.
      .catch(() => undefined);
  }, [eventId, participantId, search]);
}
