// The manage link's token (/pledge/manage#t=<token>). The fragment never reaches a server (no
// access log, no Referer); the page moves it into this tab's sessionStorage and out of the
// address bar, and the calls send it as the X-Pledge-Token header.
const storageKey = 'thon.pledge-token';

/** The token of a `#t=…` fragment, '' when there is none. */
export function tokenOfFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim() ?? '';
}

export function storeManageToken(token: string): void {
  try {
    sessionStorage.setItem(storageKey, token);
  } catch {
    // Storage refused (private mode): the page keeps working until it is reloaded.
    memory = token;
  }
}

let memory = '';

export function readManageToken(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? memory;
  } catch {
    return memory;
  }
}
