// The prize programme's refusals (catalog/prize-messages.ts), typed here character for character.
import { describe, expect, it } from 'vitest';
import * as m from '@thon/shared/catalog/prize-messages';

const pinned: Record<keyof typeof m, string> = {
  prizeLevelsTooMany: m.prizeLevelsTooMany(8),
  prizeLevelNameRequired: m.prizeLevelNameRequired,
  prizeLevelNameTooLong: m.prizeLevelNameTooLong(60),
  prizeThresholdInvalid: m.prizeThresholdInvalid(100000),
  prizeThresholdsNotDistinct: m.prizeThresholdsNotDistinct,
  prizeLevelPrizesTooMany: m.prizeLevelPrizesTooMany(6),
  prizeQuantityInvalid: m.prizeQuantityInvalid(10),
  prizeDivisorInvalid: m.prizeDivisorInvalid(1, 100),
  prizeModeInvalid: m.prizeModeInvalid,
  prizeSuppliesTooMany: m.prizeSuppliesTooMany(6),
  prizeProductRequired: m.prizeProductRequired,
  prizePictureNotAPrize: m.prizePictureNotAPrize('Gold'),
  prizeProgrammeStale: m.prizeProgrammeStale,
  prizeProductNotAPrize: m.prizeProductNotAPrize('Finish Banner'),
  prizeProductNotFound: m.prizeProductNotFound('p-1'),
  prizeSupplyNotPerParticipant: m.prizeSupplyNotPerParticipant('Glow Bracelet'),
  prizeVendorNotSelling: m.prizeVendorNotSelling('Glow Co', 'Glow Bracelet'),
  prizeVendorNotServing: m.prizeVendorNotServing('Glow Co', 'Glow Bracelet'),
  prizeVersionInvalid: m.prizeVersionInvalid,
  challengesTooMany: m.challengesTooMany(6),
  challengeNameRequired: m.challengeNameRequired,
  challengeNameTooLong: m.challengeNameTooLong(60),
  challengeRewardRequired: m.challengeRewardRequired,
  challengeRewardTooLong: m.challengeRewardTooLong(80),
  challengeMetricInvalid: m.challengeMetricInvalid,
  challengeTargetInvalid: m.challengeTargetInvalid('participation', 1, 100),
  challengesStale: m.challengesStale,
};

const expected: Record<keyof typeof m, string> = {
  prizeLevelsTooMany: 'A prize programme has at most 8 levels.',
  prizeLevelNameRequired: 'Each level needs a name.',
  prizeLevelNameTooLong: 'A level name must be at most 60 characters.',
  prizeThresholdInvalid: "A level's threshold must be a whole number of cents from 0 to 100000.",
  prizeThresholdsNotDistinct: 'Two levels cannot have the same threshold.',
  prizeLevelPrizesTooMany: 'A level has at most 6 prizes.',
  prizeQuantityInvalid: "A prize's quantity must be a whole number from 1 to 10.",
  prizeDivisorInvalid: 'The divisor must be a whole number from 1 to 100.',
  prizeModeInvalid: 'The mode must be cumulative or top.',
  prizeSuppliesTooMany: 'A prize programme has at most 6 supplies.',
  prizeProductRequired: 'Each prize needs a product.',
  prizePictureNotAPrize: "The picture of Gold must be one of its prizes' images.",
  prizeProgrammeStale: 'This prize programme was changed by someone else. Reload to see the changes.',
  prizeProductNotAPrize: 'Finish Banner is not an active prize product.',
  prizeProductNotFound: 'The product p-1 was not found.',
  prizeSupplyNotPerParticipant: 'Glow Bracelet is not an active per-participant product.',
  prizeVendorNotSelling: 'Glow Co (Glow Bracelet) is not selling in the shop right now.',
  prizeVendorNotServing: "Glow Co (Glow Bracelet) does not serve this Thon's franchise.",
  prizeVersionInvalid: 'Version must be a whole number from 0.',
  challengesTooMany: 'A Thon has at most 6 class challenges.',
  challengeNameRequired: 'Each challenge needs a name.',
  challengeNameTooLong: 'A challenge name must be at most 60 characters.',
  challengeRewardRequired: 'Each challenge needs a reward.',
  challengeRewardTooLong: 'A reward must be at most 80 characters.',
  challengeMetricInvalid: 'The metric must be participation, donors, perChild or raised.',
  challengeTargetInvalid: 'The target of a participation challenge must be a whole number from 1 to 100.',
  challengesStale: 'These class challenges were changed by someone else. Reload to see the changes.',
};

describe('prize messages', () => {
  it.each(Object.keys(expected) as (keyof typeof m)[])('%s reads exactly as written', (name) => {
    expect(pinned[name]).toBe(expected[name]);
  });

  it('has a pin for every message', () => {
    expect(Object.keys(m).sort()).toEqual(Object.keys(expected).sort());
  });
});
