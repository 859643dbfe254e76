// Ready dependencies of GetTestOutbox: the event, the caller's user item (scope) and the outbox.
import { getEvent } from '../data/repositories/events-repository';
import { getUser } from '../data/repositories/users-repository';
import { testOutboxStore } from '../data/stores/test-outbox';
import type { TestOutboxViewDeps } from '../domain/sharing/test-outbox-view';

export const testOutboxViewDeps: TestOutboxViewDeps = {
  callers: { getUser },
  thons: { getEvent },
  outbox: testOutboxStore,
};
