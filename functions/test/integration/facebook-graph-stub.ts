// Stands in for Facebook's Graph API at its HTTP boundary (msw), in the vitest globalSetup process,
// where the local gateway runs the handlers. Only graph.facebook.com is answered here; every other
// request (the emulator, our own API) passes through untouched. Tests choose the answer through
// the access token they send:
//   fb-valid:<id>:<email>   issued to our app: debug_token valid, /me answers that profile
//                           (an empty email: a profile without email)
//   fb-other:<id>:<email>   issued to ANOTHER app: /me still answers the profile, as Facebook
//                           does, but debug_token names the other app id
//   fb-expired:<id>:<email> our app's, but debug_token says is_valid false
//   fb-down                 a network failure
//   anything else           400, as Facebook answers an invalid or expired token
// debug_token answers only to our app access token (app id|app secret), set here in the
// environment of the gateway's handlers.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

const graphMe = 'https://graph.facebook.com/:version/me';
const graphDebugToken = 'https://graph.facebook.com/:version/debug_token';
export const stubAppId = '100000000000001';
const stubAppSecret = 'stub-app-secret';

/** An access token the stub answers with this profile. */
export function facebookToken(profile: { id: string; email?: string }, kind = 'fb-valid'): string {
  return `${kind}:${profile.id}:${profile.email ?? ''}`;
}

export const unreachableFacebookToken = 'fb-down';
export const invalidFacebookToken = 'fb-invalid';
const profileKinds = new Set(['fb-valid', 'fb-other', 'fb-expired']);

const oauthError = (message: string) =>
  HttpResponse.json({ error: { message, type: 'OAuthException', code: 190 } }, { status: 400 });

const handlers = [
  http.get(graphDebugToken, ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('access_token') !== `${stubAppId}|${stubAppSecret}`)
      return oauthError('Invalid app token.');
    const token = query.get('input_token') ?? '';
    if (token === unreachableFacebookToken) return HttpResponse.error();
    const [kind, id] = token.split(':');
    if (params.version !== 'v19.0' || !kind || !profileKinds.has(kind) || !id) {
      return HttpResponse.json({
        data: { is_valid: false, error: { code: 190, message: 'Malformed access token' } },
      });
    }
    return HttpResponse.json({
      data: {
        app_id: kind === 'fb-other' ? '200000000000002' : stubAppId,
        type: 'USER',
        is_valid: kind !== 'fb-expired',
        user_id: id,
        expires_at: Math.floor(Date.now() / 1000) + (kind === 'fb-expired' ? -60 : 3600),
      },
    });
  }),
  http.get(graphMe, ({ request, params }) => {
    const token = new URL(request.url).searchParams.get('access_token') ?? '';
    if (token === unreachableFacebookToken) return HttpResponse.error();
    const [kind, id, email] = token.split(':');
    // Only an expired token is refused here; another app's token gets its profile, as on Facebook.
    if (params.version !== 'v19.0' || kind === 'fb-expired' || !kind || !profileKinds.has(kind) || !id) {
      return oauthError('Invalid OAuth access token.');
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

/**
 * Starts the stub, with other services' stubs (one msw server per process: the support desk's Jira,
 * answering `otherHosts`); the returned function stops it.
 */
export function startFacebookGraphStub(
  others: { handlers?: readonly RequestHandler[]; hosts?: readonly string[] } = {},
): () => void {
  // The app the handlers check tokens against (read by platform/facebook-graph.ts).
  process.env.FACEBOOK_APP_ID = stubAppId;
  process.env.FACEBOOK_APP_SECRET = stubAppSecret;
  const server = setupServer(...handlers, ...(others.handlers ?? []));
  const stubbedHosts = ['facebook.com', ...(others.hosts ?? [])];
  server.listen({
    onUnhandledRequest: (request, print) => {
      const { hostname } = new URL(request.url);
      if (stubbedHosts.some((host) => hostname.endsWith(host))) print.error();
    },
  });
  return () => server.close();
}
