// Gives a test worker the same AWS environment as the local gateway, so a test can arrange
// data through the real repositories before calling the API over HTTP.
import { inject } from 'vitest';

export function useStackEnvironment(): { apiUrl: string } {
  Object.assign(process.env, inject('stackEnvironment'));
  return { apiUrl: inject('stack').apiUrl };
}

export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
