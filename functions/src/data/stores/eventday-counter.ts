// The reads of the counter's identity (domain/eventday/counter.ts): the Thon, its event code's
// claim, a counting code, a teacher's classes. The data layer does not import the domain, so
// composition/eventday-counter.ts checks the shape.
import { getCountingCode } from '../repositories/counting-codes-repository';
import { findEventIdByCode, getEvent } from '../repositories/events-repository';
import { listTeamsOfTeacher } from '../repositories/teams-repository';

export const counterReads = { getEvent, findEventIdByCode, getCountingCode, listTeamsOfTeacher };
