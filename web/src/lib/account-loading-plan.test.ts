import { describe, expect, it } from 'vitest';
import { makeSession } from '../testing/sessions';
import { accountLoadingPlan } from './account-loading-plan';

describe('what the account page loads (spec section 6)', () => {
  it('a super admin skips the teacher check and participant loading', () => {
    expect(accountLoadingPlan(makeSession('super-admin'))).toEqual({
      checkTeacher: false,
      participants: { kind: 'none' },
    });
  });

  it('a parent loads participants by parent id plus user id', () => {
    const parent = makeSession('parent', { UserId: 'u-1', ParentId: 'p-9' });
    expect(accountLoadingPlan(parent)).toEqual({
      checkTeacher: true,
      participants: { kind: 'by-parent', parentId: 'p-9', userId: 'u-1' },
    });
  });

  it('the role decides, as on the server: a teacher with a parent id loads by user id', () => {
    const teacher = makeSession('teacher', { UserId: 'u-2', ParentId: 'p-2' });
    expect(accountLoadingPlan(teacher).participants).toEqual({ kind: 'by-user-id', userId: 'u-2' });
  });

  it.each(['participant', 'teacher', 'team-leader', 'organizer', 'vendor', 'test-user'] as const)(
    '%s loads participants by user id',
    (role) => {
      expect(accountLoadingPlan(makeSession(role, { UserId: 'u-3' }))).toEqual({
        checkTeacher: true,
        participants: { kind: 'by-user-id', userId: 'u-3' },
      });
    },
  );

  it('a parent without a parent id falls back to the user id', () => {
    expect(accountLoadingPlan(makeSession('parent', { UserId: 'u-4', ParentId: null })).participants).toEqual(
      {
        kind: 'by-user-id',
        userId: 'u-4',
      },
    );
  });
});
