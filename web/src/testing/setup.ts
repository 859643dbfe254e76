// Runs before every web test file: jest-dom matchers, msw that fails on any unplanned request,
// and a clean DOM and storage between tests so tests do not depend on each other's order.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetCurrentSession } from '../lib/current-session';
import { forgetFacebookSdk } from '../lib/facebook-sdk';
import { forgetStorageReports } from '../lib/storage-reporter';
import { forgetReferenceLists } from '../lib/reference-lists';
import { server } from './msw-server';
import { knownSessions, testSessions } from './sessions';

// A page's first render loads its lazy route module; on a loaded 2-core CI machine that can take
// longer than Testing Library's 1 s default for findBy/waitFor. Waiting longer costs nothing when
// the page is quick and never hides a page that does not come.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no pointer capture; sonner's toasts call it when touched (swipe to dismiss).
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

// jsdom has <dialog> but not its methods; the confirm dialog opens with showModal.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in module state and hands the live ones to the next Toaster that
  // mounts: without this, a toast from one test shows up in the next (tests run shuffled).
  toast.dismiss();
  server.resetHandlers();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.head
    .querySelectorAll('meta[name^="thon-"], script[src*="connect.facebook.net"]')
    .forEach((element) => element.remove());
  delete window.FB;
  delete window.fbAsyncInit;
  forgetCurrentSession();
  forgetFacebookSdk();
  forgetStorageReports();
  forgetReferenceLists();
  knownSessions.clear();
  for (const session of Object.values(testSessions)) knownSessions.set(session.UserId, session);
});
afterAll(() => server.close());
