// Campaign tracking from the landing URL: utm_source/utm_medium/utm_campaign/templateId,
// or the spec's Source/Medium/Campaign/TemplateId, matched without regard to case.
import { publicReads } from '@thon/shared/api/public-reads';
import { readApi } from './read-api';

export interface Campaign {
  Source?: string;
  Medium?: string;
  Campaign?: string;
  TemplateId?: string;
}

const fieldOf: Readonly<Record<string, keyof Campaign>> = {
  utm_source: 'Source',
  source: 'Source',
  utm_medium: 'Medium',
  medium: 'Medium',
  utm_campaign: 'Campaign',
  campaign: 'Campaign',
  templateid: 'TemplateId',
  utm_templateid: 'TemplateId',
};

/** The URL's campaign fields (the API keeps at most 100 characters), or undefined when it has none. */
export function campaignFromSearch(search: string): Campaign | undefined {
  const campaign: Campaign = {};
  for (const [name, raw] of new URLSearchParams(search)) {
    const field = fieldOf[name.toLowerCase()];
    const value = raw.trim().slice(0, 100);
    if (field && value && campaign[field] === undefined) campaign[field] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

export function recordVisit(visit: Campaign & { EventId: string; ParticipantId?: string }) {
  return readApi(publicReads.recordVisit, { body: visit });
}

/** What a later pledge in this tab carries: the recorded visit and its campaign fields. */
export type CampaignAttribution = Campaign & { VisitId: string };

const attributionKey = (eventId: string) => `thon.campaign.${eventId}`;

/**
 * Kept per event in sessionStorage (this tab, until it closes): a donor who lands from a campaign
 * link and pledges a few pages later is still credited to it. The newest campaign visit wins.
 */
export function rememberAttribution(eventId: string, attribution: CampaignAttribution): void {
  try {
    sessionStorage.setItem(attributionKey(eventId), JSON.stringify(attribution));
  } catch {
    // Storage may be full or disabled (private mode): tracking never blocks the donor.
  }
}

export function attributionFor(eventId: string): CampaignAttribution | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(attributionKey(eventId)) ?? 'null');
    if (stored && typeof stored === 'object' && typeof (stored as CampaignAttribution).VisitId === 'string')
      return stored as CampaignAttribution;
  } catch {
    // Unreadable: as if none.
  }
  return undefined;
}
