// Stands in for Facebook's Graph API at its HTTP boundary (msw), in the vitest globalSetup process,
// where the local gateway runs the handlers. Only graph.facebook.com is answered here; every other
// request (the emulator, our own API) passes through untouched. Tests choose the answer through
// the access token they send:
//   fb-valid:<id>:<email>   200 with that profile (an empty email: a profile without email)
//   fb-down                 a network failure
//   anything else           400, as Facebook answers an invalid or expired token
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const graphMe = 'https://graph.facebook.com/:version/me';

/** An access token the stub answers with this profile. */
export function facebookToken(profile: { id: string; email?: string }): string {
  return `fb-valid:${profile.id}:${profile.email ?? ''}`;
}

export const unreachableFacebookToken = 'fb-down';
export const invalidFacebookToken = 'fb-invalid';

const handlers = [
  http.get(graphMe, ({ request, params }) => {
    const token = new URL(request.url).searchParams.get('access_token') ?? '';
    if (token === unreachableFacebookToken) return HttpResponse.error();
    const [kind, id, email] = token.split(':');
    if (params.version !== 'v19.0' || kind !== 'fb-valid' || !id) {
      return HttpResponse.json(
        { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      id,
      ...(email ? { email } : {}),
      first_name: 'Fiona',
      last_name: 'Graph',
      picture: { data: { url: `https://graph.facebook.com/${id}/picture` } },
    });
  }),
];

/** Starts the stub; the returned function stops it. */
export function startFacebookGraphStub(): () => void {
  const server = setupServer(...handlers);
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname.endsWith('facebook.com')) print.error();
    },
  });
  return () => server.close();
}
