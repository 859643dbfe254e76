// The local gateway's route matching: a path parameter is one decoded segment, and a segment whose
// percent-escapes are not UTF-8 ("%zz", "%FF", a lone surrogate's "%ED%A0%80") matches no route
// (404) instead of throwing out of the gateway as a 500.
import { describe, expect, it } from 'vitest';
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { compileRoutes } from '../../dev/route-matcher';

const match = compileRoutes([publicPageRoutes.getEventPage]);
const eventPage = (segment: string) => publicPageRoutes.getEventPage.path.replace('{eventId}', segment);

describe('compileRoutes', () => {
  it('decodes a path parameter', () => {
    expect(match('GET', eventPage('a%20b%C3%A9'))?.pathParameters).toEqual({ eventId: 'a bé' });
  });

  it.each(['%', '%zz', '%FF', '%C0%AF', '%ED%A0%80'])(
    'matches no route for the undecodable segment %s',
    (segment) => {
      expect(match('GET', eventPage(segment))).toBeUndefined();
    },
  );
});
