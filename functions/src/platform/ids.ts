// New random ids (UUID v4): participants, teams, events, sessions, visits. Random, so an id says
// nothing about the child or event it names. The domain takes them through the Ids port, so a
// test fixes them by passing in-memory ids.
import { randomUUID } from 'node:crypto';
import type { Ids } from '../domain/ports/ids';

export const newId = (): string => randomUUID();

/** The Ids port (domain/ports/ids.ts): random UUIDs. */
export const randomIds: Ids = { newId: () => randomUUID() };
