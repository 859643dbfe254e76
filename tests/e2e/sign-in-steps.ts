// Steps the sign-in browser tests share: the seeded accounts, logging in through the login page,
// the local outbox, and direct API calls for checks a page cannot make.
import type { Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import { outboxSchema, type OutboxEmail } from '@thon/shared/api/dev-outbox';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import type { Role } from '@thon/shared/auth/roles';
import { webUrl } from './browser';

export function seededAccount(role: Role): { username: string; password: string } {
  const account = inject('stack').accounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`the stack seeded no ${role} account`);
  return account;
}

export function seededEvent(index: 0 | 1) {
  const event = inject('stack').events[index];
  if (!event) throw new Error(`the stack seeded no event #${index}`);
  return event;
}

/** The address bar without the origin: path, query and hash. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Fills the username panel of the login page at `path` and submits it: the seeded account of
 * `role`, or whichever of its username and password `credentials` replaces.
 */
export async function logInThroughPage(
  page: Page,
  role: Role,
  path = '/login',
  credentials: { username?: string; password?: string } = {},
) {
  const { username, password } = { ...seededAccount(role), ...credentials };
  await page.goto(webUrl(path));
  const panel = page.getByRole('region', { name: 'Log in with your username' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The raw session the page keeps in local storage, or null. (Evaluated in the page.) */
export function storedSessionText(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("localStorage.getItem('thon.session')");
}

/** The session the page keeps in local storage. */
export async function storedSession(page: Page): Promise<{ token: string; userId: string }> {
  const raw = await storedSessionText(page);
  if (!raw) throw new Error('the page keeps no session');
  return JSON.parse(raw) as { token: string; userId: string };
}

// The same reading as functions/test/integration/outbox.ts: the e2e tests (root package) may not
// import another package's test files, and functions exports only src/ and dev/.
export async function emailsTo(address: string): Promise<OutboxEmail[]> {
  const response = await fetch(inject('stack').outboxUrl);
  const { emails } = outboxSchema.parse(await response.json());
  return emails.filter((email) => email.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/**
 * Waits until a reset email newer than the ones already seen reaches `address` (the outbox is
 * polled until it holds one, or 10 seconds pass), and returns its link.
 */
export function nextResetLink(address: string, seenIds: ReadonlySet<string>): Promise<string> {
  return vi.waitFor(
    async () => {
      const fresh = (await emailsTo(address)).find((email) => !seenIds.has(email.id));
      const link =
        fresh && /https?:\/\/\S+\/reset-password#token=[\w%-]+/.exec(`${fresh.text} ${fresh.html ?? ''}`);
      if (!link) throw new Error(`no password reset email reached ${address}`);
      return link[0];
    },
    { timeout: 10_000, interval: 200 },
  );
}

/** Calls the API directly, as the page would, with an optional session. */
export async function callApi(
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: unknown;
    session?: { token: string; userId: string };
    /** Extra headers a route asks for, e.g. CreatePledge's Idempotency-Key. */
    headers?: Readonly<Record<string, string>>;
  } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    [sessionHeaders.timeZone]: 'America/Chicago',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.session) {
    headers[sessionHeaders.authorization] = `Bearer ${options.session.token}`;
    headers[sessionHeaders.userId] = options.session.userId;
  }
  const response = await fetch(new URL(path, inject('stack').apiUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
