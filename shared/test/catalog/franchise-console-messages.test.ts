import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/franchise-console-messages';

// The console's franchise confirmations, typed here character for character.
const expected: Record<string, string> = {
  franchiseCreated: 'The franchise North Texas Thons was created.',
  franchiseSaved: 'The franchise North Texas Thons was saved.',
  franchiseSuspended: 'The franchise North Texas Thons is suspended.',
  franchiseReactivated: 'The franchise North Texas Thons is active again.',
  organizersMayShopOn: "Organizers of North Texas Thons's schools may now buy in the shop.",
  organizersMayShopOff: "Organizers of North Texas Thons's schools may no longer buy in the shop.",
};
// The wording that names no franchise.
const fixed: Record<string, string> = {
  organizersMayShopLabel: "Organizers of this franchise's schools may buy in the shop",
};

describe('franchise console messages', () => {
  it.each(Object.entries(expected))('%s reads exactly as written', (name, text) => {
    const message = (messages as unknown as Record<string, (franchise: string) => string>)[name];
    expect(message?.('North Texas Thons')).toBe(text);
  });

  it.each(Object.entries(fixed))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('has a pin for every message', () => {
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(expected), ...Object.keys(fixed)].sort());
  });
});
