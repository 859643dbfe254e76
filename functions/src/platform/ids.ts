// New random ids (UUID v4): participants, teams, events, sessions, visits. Random, so an id says
// nothing about the child or event it names; a seam, so tests can fix them.
import { randomUUID } from 'node:crypto';
import type { Ids } from '../domain/ports/ids';
import { seam } from './seam';

export const newId = /* @__PURE__ */ seam((): string => randomUUID());

/** The Ids port (domain/ports/ids.ts): random UUIDs. */
export const randomIds: Ids = { newId: () => randomUUID() };
