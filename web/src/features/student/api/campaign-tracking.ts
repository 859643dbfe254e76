// Campaign tracking from the landing URL (issue 5): utm_source/utm_medium/utm_campaign/templateId,
// or the spec's Source/Medium/Campaign/TemplateId, matched without regard to case.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

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
  return callApi(routes.recordVisit, { body: visit });
}
