import { describe, expect, it } from 'vitest';
import { liveKeyOnStagingMessage, publishableKeyFor } from './publishable-key';

describe('the publishable key the card fields use', () => {
  it.each(['localhost', 'staging.thon.example.org'])('refuses a live key on the staging host %s', (host) => {
    expect(publishableKeyFor('pk_live_abc', host)).toEqual({ refusal: liveKeyOnStagingMessage });
  });

  it('keeps a test key on a staging host', () => {
    expect(publishableKeyFor('pk_test_abc', 'staging.thon.example.org')).toEqual({ key: 'pk_test_abc' });
  });

  it('keeps a live key on the production host', () => {
    expect(publishableKeyFor('pk_live_abc', 'thon.example.org')).toEqual({ key: 'pk_live_abc' });
  });

  it('has no key when the build has none', () => {
    expect(publishableKeyFor(undefined, 'thon.example.org')).toEqual({});
  });
});
