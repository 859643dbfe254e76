import { describe, expect, it } from 'vitest';
import { campaignFromSearch } from './campaign-tracking';

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
