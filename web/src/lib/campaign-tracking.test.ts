import { describe, expect, it } from 'vitest';
import { attributionFor, campaignFromSearch, rememberAttribution } from './campaign-tracking';

describe('campaign tracking from the landing URL', () => {
  it('is undefined without campaign fields', () => {
    expect(campaignFromSearch('?foo=1')).toBeUndefined();
    expect(campaignFromSearch('')).toBeUndefined();
  });

  it('maps utm names and the spec names, ignoring case and blanks, keeping the first', () => {
    expect(campaignFromSearch('?UTM_SOURCE=fb&source=x&Medium=%20&campaign=c&TEMPLATEID=t')).toEqual({
      Source: 'fb',
      Campaign: 'c',
      TemplateId: 't',
    });
  });

  it('keeps at most 100 characters', () => {
    expect(campaignFromSearch(`?utm_source=${'a'.repeat(150)}`)?.Source).toHaveLength(100);
  });
});

describe('attribution kept for a later pledge', () => {
  it('is per event, survives a reload of the module, and ignores unreadable entries', () => {
    sessionStorage.clear();
    expect(attributionFor('event-1')).toBeUndefined();
    rememberAttribution('event-1', { VisitId: 'v1', Source: 'sms' });
    rememberAttribution('event-2', { VisitId: 'v2', Campaign: 'c' });
    expect(attributionFor('event-1')).toEqual({ VisitId: 'v1', Source: 'sms' });
    expect(attributionFor('event-2')).toEqual({ VisitId: 'v2', Campaign: 'c' });
    sessionStorage.setItem('thon.campaign.event-3', '{broken');
    expect(attributionFor('event-3')).toBeUndefined();
    sessionStorage.setItem('thon.campaign.event-4', JSON.stringify({ Source: 'no visit id' }));
    expect(attributionFor('event-4')).toBeUndefined();
  });
});
