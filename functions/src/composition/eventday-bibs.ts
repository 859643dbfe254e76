// Ready dependencies of the bibs (IssueLapTokens, RevokeLapToken), counting codes and event-day
// settings: DynamoDB only.
import {
  listCountingCodes,
  createCountingCode,
  getCountingCode,
  revokeCountingCode,
} from '../data/repositories/counting-codes-repository';
import { getEvent } from '../data/repositories/events-repository';
import { writeLapCooldown } from '../data/repositories/eventday-settings-repository';
import { backOff } from '../data/repositories/write-transaction';
import { lapTokenStore } from '../data/stores/eventday-bibs';
import { thonScopeReads } from '../data/stores/thon-scope';
import type { CountingCodeDeps } from '../domain/eventday/counting-codes';
import type { EventDaySettingsDeps } from '../domain/eventday/event-day-settings';
import type { LapTokenDeps } from '../domain/eventday/lap-token-store';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { cryptoRandomText } from '../platform/random-text';

export const lapTokenDeps: LapTokenDeps = {
  store: lapTokenStore,
  callers: thonScopeReads,
  clock: systemClock,
  ids: randomIds,
  random: cryptoRandomText,
  backOff,
};

export const countingCodeDeps: CountingCodeDeps = {
  store: { getEvent, getCountingCode, listCountingCodes, createCountingCode, revokeCountingCode },
  callers: thonScopeReads,
  clock: systemClock,
  random: cryptoRandomText,
};

export const eventDaySettingsDeps: EventDaySettingsDeps = {
  store: { getEvent, writeLapCooldown },
  callers: thonScopeReads,
  clock: systemClock,
  ids: randomIds,
};
