// Ready dependencies of joining an event by its code: DynamoDB stores, new ids, the time and the id
// key its claim is HMACed under (Secrets Manager). No CloudFront client: a join invalidates nothing.
import type { JoinEventDeps } from '../domain/participants/join-event';
import { systemClock } from '../platform/clock';
import { secretIdKey } from '../platform/id-key';
import { randomIds } from '../platform/ids';
import { participantCreation } from './participant-creation';
import { eventCodeDeps } from './events';
import { participantDeps } from './participants';

export const joinEventDeps: JoinEventDeps = {
  ...eventCodeDeps,
  access: participantDeps.access,
  users: participantDeps.users,
  participants: participantDeps.participants,
  creation: participantCreation,
  ids: randomIds,
  clock: systemClock,
  idKey: secretIdKey,
};
