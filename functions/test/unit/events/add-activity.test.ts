// Recording a session's activity on in-memory ports: once per session and type, and only with the
// caller's own session token in the body.
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenNotYourSession } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Forbidden } from '../../../src/domain/errors';
import { addActivityOnlyOnce, type AddActivityDeps } from '../../../src/domain/events/add-activity';
import { InMemoryActivityLog } from '../../support/in-memory/activity-log';

const caller: Caller = { userId: 'u1', sessionId: 's1', role: 'participant' };
const request = (activityTypeId: number, bodyToken = 'token-1') => ({
  bodyToken,
  headerToken: 'token-1',
  activityTypeId,
});

let activities: InMemoryActivityLog;
let deps: AddActivityDeps;

beforeEach(() => {
  activities = new InMemoryActivityLog();
  deps = { activities };
});

describe('addActivityOnlyOnce', () => {
  it('records an activity once per session and type', async () => {
    expect(await addActivityOnlyOnce(deps, caller, request(1))).toEqual({ Added: true });
    expect(await addActivityOnlyOnce(deps, caller, request(1))).toEqual({ Added: false });
    expect(await addActivityOnlyOnce(deps, caller, request(2))).toEqual({ Added: true });
    expect(await addActivityOnlyOnce(deps, { ...caller, sessionId: 's2' }, request(1))).toEqual({
      Added: true,
    });
    expect(activities.recorded.get('s1/1')).toBe('u1');
  });

  it("refuses a token that is not the caller's own session, recording nothing", async () => {
    await expect(addActivityOnlyOnce(deps, caller, request(1, 'someone-else'))).rejects.toEqual(
      new Forbidden(tokenNotYourSession),
    );
    expect(activities.recorded.size).toBe(0);
  });
});
