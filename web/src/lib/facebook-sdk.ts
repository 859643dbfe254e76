// The Facebook JS SDK for social login (spec section 7): loaded on first use from Facebook with
// the app id of the page setting `thon-facebook-app-id`, API version v1.0, email permission.
// Without an app id there is no social login.
import { pageSettingNames, readPageSetting } from './page-settings';

const facebookSdkUrl = 'https://connect.facebook.net/en_US/sdk.js';
const facebookApiVersion = 'v1.0';
const facebookScope = 'email';

export interface FacebookAuthResponse {
  accessToken: string;
  userID: string;
}
export interface FacebookLoginResponse {
  status: string;
  authResponse?: FacebookAuthResponse | null;
}
export interface FacebookProfile {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  picture?: { data?: { url?: string } };
  error?: unknown;
}
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
  api(path: string, params: { fields: string }, callback: (response: FacebookProfile) => void): void;
  /** The share dialog. */
  ui?(params: { method: 'share'; href: string }, callback: (response?: FacebookUiResponse) => void): void;
}
/** The share dialog's answer: an error code on failure, nothing (or an empty answer) when cancelled. */
export interface FacebookUiResponse {
  error_code?: number;
  error_message?: string;
  post_id?: string;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export function facebookAppId(): string {
  return readPageSetting(pageSettingNames.facebookAppId);
}

let loading: Promise<FacebookSdk> | undefined;

function injectScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    window.fbAsyncInit = () => resolve();
    const script = document.createElement('script');
    script.src = facebookSdkUrl;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      script.remove();
      reject(new Error('The Facebook SDK could not be loaded'));
    };
    document.head.append(script);
  });
}

/** Loads and initialises the SDK once; a failed load may be retried. */
export function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  loading ??= (async () => {
    if (!window.FB) await injectScript();
    const sdk = window.FB;
    if (!sdk) throw new Error('The Facebook SDK did not start');
    sdk.init({ appId, version: facebookApiVersion, cookie: false, xfbml: false });
    return sdk;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The person's Facebook login, or null when they cancelled or refused. */
export function facebookLogin(sdk: FacebookSdk): Promise<FacebookAuthResponse | null> {
  return new Promise((resolve) => {
    sdk.login(
      (response) => {
        const auth = response.authResponse;
        resolve(response.status === 'connected' && auth?.accessToken && auth.userID ? auth : null);
      },
      { scope: facebookScope },
    );
  });
}

export function facebookProfile(sdk: FacebookSdk): Promise<FacebookProfile> {
  return new Promise((resolve) => {
    sdk.api('/me', { fields: 'id,email,first_name,last_name,picture' }, resolve);
  });
}

/**
 * Facebook's share dialog for the link: 'shared', 'cancelled' (closed without posting) or
 * 'failed' (Facebook answered an error: the spec's alert is shown).
 */
export function facebookShare(sdk: FacebookSdk, href: string): Promise<'shared' | 'cancelled' | 'failed'> {
  return new Promise((resolve) => {
    if (!sdk.ui) return resolve('failed');
    sdk.ui({ method: 'share', href }, (response) => {
      if (response?.error_code !== undefined || response?.error_message !== undefined) resolve('failed');
      else if (!response) resolve('cancelled');
      else resolve('shared');
    });
  });
}

/** Lets tests start from an unloaded SDK. */
export function forgetFacebookSdk(): void {
  loading = undefined;
}
