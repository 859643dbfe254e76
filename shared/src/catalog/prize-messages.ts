// The prize programme's wording (docs/prizes.md): the API's refusals of a programme or a set of
// class challenges, kept apart from messages.ts so only the prize pages and functions load them.
// Staff-facing: English only.
export const prizeLevelsTooMany = (max: number) => `A prize programme has at most ${max} levels.`;
export const prizeLevelNameRequired = 'Each level needs a name.';
export const prizeLevelNameTooLong = (max: number) => `A level name must be at most ${max} characters.`;
export const prizeThresholdInvalid = (maxCents: number) =>
  `A level's threshold must be a whole number of cents from 0 to ${maxCents}.`;
export const prizeThresholdsNotDistinct = 'Two levels cannot have the same threshold.';
export const prizeLevelPrizesTooMany = (max: number) => `A level has at most ${max} prizes.`;
export const prizeQuantityInvalid = (max: number) =>
  `A prize's quantity must be a whole number from 1 to ${max}.`;
export const prizeDivisorInvalid = (min: number, max: number) =>
  `The divisor must be a whole number from ${min} to ${max}.`;
export const prizeModeInvalid = 'The mode must be cumulative or top.';
export const prizeSuppliesTooMany = (max: number) => `A prize programme has at most ${max} supplies.`;
export const prizeProductRequired = 'Each prize needs a product.';
export const prizePictureNotAPrize = (level: string) =>
  `The picture of ${level} must be one of its prizes' images.`;
export const prizeProgrammeStale =
  'This prize programme was changed by someone else. Reload to see the changes.';
export const prizeProductNotAPrize = (product: string) => `${product} is not an active prize product.`;
export const prizeProductNotFound = (productId: string) => `The product ${productId} was not found.`;
export const prizeSupplyNotPerParticipant = (product: string) =>
  `${product} is not an active per-participant product.`;
export const prizeVendorNotSelling = (vendor: string, product: string) =>
  `${vendor} (${product}) is not selling in the shop right now.`;
export const prizeVendorNotServing = (vendor: string, product: string) =>
  `${vendor} (${product}) does not serve this Thon's franchise.`;
export const prizeVersionInvalid = 'Version must be a whole number from 0.';
export const challengesTooMany = (max: number) => `A Thon has at most ${max} class challenges.`;
export const challengeNameRequired = 'Each challenge needs a name.';
export const challengeNameTooLong = (max: number) => `A challenge name must be at most ${max} characters.`;
export const challengeRewardRequired = 'Each challenge needs a reward.';
export const challengeRewardTooLong = (max: number) => `A reward must be at most ${max} characters.`;
export const challengeMetricInvalid = 'The metric must be participation, donors, perChild or raised.';
export const challengeTargetInvalid = (metric: string, min: number, max: number) =>
  `The target of a ${metric} challenge must be a whole number from ${min} to ${max}.`;
export const challengesStale =
  'These class challenges were changed by someone else. Reload to see the changes.';
