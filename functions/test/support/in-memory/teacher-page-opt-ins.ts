// In-memory teacher page opt-ins (domain/participants/ports.ts TeacherPageOptIns), by user id.
import type { TeacherPageOptIns } from '../../../src/domain/participants/ports';

export class InMemoryTeacherPageOptIns implements TeacherPageOptIns {
  readonly optedIn = new Map<string, boolean>();

  setTeacherPageOptedIn = (userId: string, optedIn: boolean) => {
    this.optedIn.set(userId, optedIn);
    return Promise.resolve();
  };
}
