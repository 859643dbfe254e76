import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { emailAlreadyExists, facebookLoginFailed, socialEmailRequired } from '@thon/shared/catalog/messages';
import type { FacebookLoginResponse, FacebookProfile, FacebookSdk } from '../../../lib/facebook-sdk';
import { readSession } from '../../../lib/session-storage';
import { mswPath } from '../../../testing/handlers';
import { findPanel } from '../../../testing/login-page';
import { server } from '../../../testing/msw-server';
import { setPageSetting } from '../../../testing/page-settings';
import { renderApp } from '../../../testing/render-app';
import { fakeToken, testSessions } from '../../../testing/sessions';

const appId = '1234567890';
const facebookUser = { accessToken: 'fb-access-token', userID: 'fb-user-42' };

/** A stand-in for the Facebook SDK (it cannot load without the internet). */
function fakeFacebook(login: FacebookLoginResponse, profile: FacebookProfile): FacebookSdk {
  const sdk: FacebookSdk = {
    init: vi.fn(),
    login: vi.fn((callback: (response: FacebookLoginResponse) => void) => callback(login)),
    api: vi.fn((_path: string, _params: unknown, callback: (response: FacebookProfile) => void) =>
      callback(profile),
    ),
  };
  window.FB = sdk;
  return sdk;
}

const connected = { status: 'connected', authResponse: facebookUser };
const profile = {
  id: facebookUser.userID,
  email: 'maria@example.com',
  first_name: 'Maria',
  last_name: 'Johnson',
  picture: { data: { url: 'https://graph.example/maria.jpg' } },
};

/** Records the social-login calls; IsUserExist as given. */
function socialApi(isUserExist: boolean) {
  const calls: { name: string; body: unknown }[] = [];
  const record =
    (name: string) =>
    async ({ request }: { request: Request }) => {
      calls.push({ name, body: await request.json() });
    };
  server.use(
    http.post(mswPath(routes.isValidOauthProviderUserLogin), async (info) => {
      await record('IsValidOauthProviderUserLogin')(info);
      return HttpResponse.json({ IsUserExist: isUserExist });
    }),
    http.post(mswPath(routes.createUserToOauthProviderSignUp), async (info) => {
      await record('CreateUserToOauthProviderSignUp')(info);
      return HttpResponse.json({ IsUserExist: true });
    }),
    http.post(mswPath(routes.oauthUserLogin), async (info) => {
      await record('OauthUserLogin')(info);
      return HttpResponse.json(fakeToken(testSessions.teacher.UserId));
    }),
  );
  return calls;
}

async function clickFacebook() {
  const app = renderApp('/login');
  const panel = await findPanel('password');
  await app.user.click(panel.getByRole('button', { name: 'Log in with Facebook' }));
  return { ...app, panel };
}

describe('social login', () => {
  it('is not offered without a Facebook app id', async () => {
    const panel = (renderApp('/login'), await findPanel('password'));
    expect(panel.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in with Facebook' })).not.toBeInTheDocument();
  });

  it('initialises the SDK with the page app id, v1.0, and asks for the email permission', async () => {
    setPageSetting('thon-facebook-app-id', appId);
    const sdk = fakeFacebook(connected, profile);
    socialApi(true);

    await clickFacebook();

    await waitFor(() => expect(sdk.login).toHaveBeenCalled());
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId, version: 'v1.0' }));
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'email' });
  });

  it('signs an existing user in with the verified access token', async () => {
    setPageSetting('thon-facebook-app-id', appId);
    fakeFacebook(connected, profile);
    const calls = socialApi(true);

    const { router } = await clickFacebook();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Elena Rivera' }),
    ).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/Home/MyAccount?action=LoginPage',
    );
    expect(calls).toEqual([
      {
        name: 'IsValidOauthProviderUserLogin',
        body: { Email: 'maria@example.com', LoginProvider: 'Facebook', ProviderKey: 'fb-user-42' },
      },
      {
        name: 'OauthUserLogin',
        body: { Username: 'maria@example.com', LoginProvider: 'Facebook', AccessToken: 'fb-access-token' },
      },
    ]);
  });

  it('creates a new user first, then signs in', async () => {
    setPageSetting('thon-facebook-app-id', appId);
    fakeFacebook(connected, profile);
    const calls = socialApi(false);

    await clickFacebook();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Elena Rivera' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual([
      'IsValidOauthProviderUserLogin',
      'CreateUserToOauthProviderSignUp',
      'OauthUserLogin',
    ]);
    expect(calls[1]?.body).toEqual({
      LoginProvider: 'Facebook',
      ProviderKey: 'fb-user-42',
      Username: 'maria@example.com',
      Email: 'maria@example.com',
      FirstName: 'Maria',
      LastName: 'Johnson',
      AvatarUrl: 'https://graph.example/maria.jpg',
      AccessToken: 'fb-access-token',
    });
  });

  it("says 'You must provide the Email Address.' when Facebook gives no email", async () => {
    setPageSetting('thon-facebook-app-id', appId);
    fakeFacebook(connected, { ...profile, email: undefined });
    const calls = socialApi(true);

    const { panel } = await clickFacebook();

    await waitFor(() => expect(panel.getAllByRole('alert').at(-1)).toHaveTextContent(socialEmailRequired));
    expect(calls).toEqual([]);
  });

  it('does nothing when the person cancels the Facebook dialog', async () => {
    setPageSetting('thon-facebook-app-id', appId);
    const sdk = fakeFacebook({ status: 'unknown', authResponse: null }, profile);
    const calls = socialApi(true);

    const { panel, router } = await clickFacebook();

    await waitFor(() => expect(sdk.login).toHaveBeenCalled());
    expect(panel.getAllByRole('alert').at(-1)).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the API's message, such as 'Email already exists.'", async () => {
    setPageSetting('thon-facebook-app-id', appId);
    fakeFacebook(connected, profile);
    socialApi(false);
    server.use(
      http.post(mswPath(routes.createUserToOauthProviderSignUp), () =>
        HttpResponse.json({ message: emailAlreadyExists }, { status: 409 }),
      ),
    );

    const { panel } = await clickFacebook();

    await waitFor(() => expect(panel.getAllByRole('alert').at(-1)).toHaveTextContent(emailAlreadyExists));
    expect(readSession()).toBeUndefined();
  });

  it("says 'Unable to login using facebook.' when the login answer is not a token", async () => {
    setPageSetting('thon-facebook-app-id', appId);
    fakeFacebook(connected, profile);
    socialApi(true);
    server.use(http.post(mswPath(routes.oauthUserLogin), () => HttpResponse.json('Authentication Failed')));

    const { panel } = await clickFacebook();

    await waitFor(() => expect(panel.getAllByRole('alert').at(-1)).toHaveTextContent(facebookLoginFailed));
  });

  it("says 'Unable to login using facebook.' when the SDK cannot load", async () => {
    setPageSetting('thon-facebook-app-id', appId);
    const { panel } = await clickFacebook();
    // jsdom loads no scripts: fire the error the browser would.
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="connect.facebook.net"]');
    expect(script?.src).toBe('https://connect.facebook.net/en_US/sdk.js');
    script?.dispatchEvent(new Event('error'));

    await waitFor(() => expect(panel.getAllByRole('alert').at(-1)).toHaveTextContent(facebookLoginFailed));
  });
});
