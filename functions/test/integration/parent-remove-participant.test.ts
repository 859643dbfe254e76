// DELETE /api/Parent/RemoveParticipant/{participantId} through the local gateway: the list
// shrinks, a child the parent created is deleted (a child of the school stays), the place of the
// limit of 9 comes back for links but not for creations (counted per parent and event), another
// parent's child is refused with 404, concurrent removes of one child free exactly one place, and
// who may call.
import { describe, expect, it } from 'vitest';
import { parentLimitReached, participantNotLinked } from '@thon/shared/api/schemas/participants';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { createTestUser, signIn } from './test-users';

const { apiUrl } = useStackEnvironment();
const addPath = '/api/Parent/AddParticipant';
const removePath = (participantId: string) => `/api/Parent/RemoveParticipant/${participantId}`;

async function signedInParent(label = 'remove-parent') {
  const user = await createTestUser({ role: 'parent', label, withPassword: false });
  return { ...user, headers: signedInHeaders(await signIn(user)) };
}

type Parent = Awaited<ReturnType<typeof signedInParent>>;

async function listOf(parent: Parent): Promise<{ ParticipantId: string }[]> {
  const answer = await apiClient(apiUrl).get(
    `/api/Parent/GetParticipantsByParent/${parent.userId}/${parent.userId}`,
    parent.headers,
  );
  expect(answer.status).toBe(200);
  return answer.body as { ParticipantId: string }[];
}

/** Adds `count` new children to the parent, one after another; their participant ids. */
async function addChildren(parent: Parent, eventCode: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await apiClient(apiUrl).post(
      addPath,
      // Names are letters only: Child A, Child B, ...
      { EventCode: eventCode, FirstName: `Child ${String.fromCharCode(65 + index)}`, LastName: 'Remove' },
      parent.headers,
    );
    expect(answer.status).toBe(200);
    ids.push((answer.body as { ParticipantId: string }).ParticipantId);
  }
  return ids;
}

/** A child of the school (imported), linked by the parent with its access code. */
async function linkSchoolChild(parent: Parent, eventId: string, eventCode: string): Promise<string> {
  const { participantId, accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId));
  const answer = await apiClient(apiUrl).post(
    addPath,
    { AccessCode: accessCode, EventCode: eventCode },
    parent.headers,
  );
  expect(answer.status).toBe(200);
  return participantId;
}

async function counterAndLinks(parentId: string) {
  const { getParentLinkCount, listParentLinks } =
    await import('../../src/data/repositories/parents-repository');
  return { counter: await getParentLinkCount(parentId), links: (await listParentLinks(parentId)).length };
}

describe('DELETE /api/Parent/RemoveParticipant/{participantId}', () => {
  it("takes a school's child off the list; that participant stays in its event", async () => {
    const parent = await signedInParent();
    const { eventId, eventCode } = await createTestEvent();
    const first = await linkSchoolChild(parent, eventId, eventCode);
    const [second] = await addChildren(parent, eventCode, 1);
    const api = apiClient(apiUrl);
    expect(await api.delete(removePath(first), parent.headers)).toEqual({
      status: 200,
      body: { ParticipantId: first },
    });
    expect((await listOf(parent)).map((entry) => entry.ParticipantId)).toEqual([second]);
    expect(await counterAndLinks(parent.userId)).toEqual({ counter: 1, links: 1 });
    const { getParticipant, listParticipantsOfEvent } =
      await import('../../src/data/repositories/participants-repository');
    expect((await getParticipant(first))?.eventId).toBe(eventId);
    expect(await listParticipantsOfEvent(eventId)).toHaveLength(2);
    // A second remove of the same child finds nothing.
    expect(await api.delete(removePath(first), parent.headers)).toEqual({
      status: 404,
      body: { message: participantNotLinked },
    });
  });

  it('deletes a child the parent created: participant, access code and event count go with the link', async () => {
    const parent = await signedInParent('creator-parent');
    const { eventId, eventCode } = await createTestEvent();
    const [created] = await addChildren(parent, eventCode, 1);
    const { getParticipant, findAccessCodeClaim, listParticipantsOfEvent } =
      await import('../../src/data/repositories/participants-repository');
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    const accessCode = (await getParticipant(created ?? ''))?.accessCode ?? '';
    expect((await getEvent(eventId))?.participantCount).toBe(1);
    expect(await apiClient(apiUrl).delete(removePath(created ?? ''), parent.headers)).toEqual({
      status: 200,
      body: { ParticipantId: created },
    });
    expect(await getParticipant(created ?? '')).toBeUndefined();
    expect(await findAccessCodeClaim(accessCode)).toBeUndefined();
    expect(await listParticipantsOfEvent(eventId)).toHaveLength(0);
    expect((await getEvent(eventId))?.participantCount).toBe(0);
    expect(await counterAndLinks(parent.userId)).toEqual({ counter: 0, links: 0 });
  });

  it('keeps a created child that another parent linked meanwhile: the creator only unlinks', async () => {
    const creator = await signedInParent('creator-shared');
    const other = await signedInParent('other-shared');
    const { eventId, eventCode } = await createTestEvent();
    const [created] = await addChildren(creator, eventCode, 1);
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    const accessCode = (await getParticipant(created ?? ''))?.accessCode ?? '';
    // A created child is linked by code only once the organizer approved it.
    const { approveAwaitingParticipant } =
      await import('../../src/data/repositories/participant-approvals-repository');
    expect(await approveAwaitingParticipant(eventId, created ?? '')).toBe(true);
    const api = apiClient(apiUrl);
    expect(
      (await api.post(addPath, { AccessCode: accessCode, EventCode: eventCode }, other.headers)).status,
    ).toBe(200);
    expect((await api.delete(removePath(created ?? ''), creator.headers)).status).toBe(200);
    expect((await getParticipant(created ?? ''))?.eventId).toBe(eventId);
    expect((await listOf(other)).map((entry) => entry.ParticipantId)).toEqual([created]);
  });

  it('counts creations per parent and event: 9 created, one removed, the next creation is refused', async () => {
    const parent = await signedInParent('loop-parent');
    const { eventId, eventCode } = await createTestEvent();
    const ids = await addChildren(parent, eventCode, maxParticipantsPerParent);
    const api = apiClient(apiUrl);
    const extra = { EventCode: eventCode, FirstName: 'Late', LastName: 'Comer' };
    expect((await api.delete(removePath(ids[4] ?? ''), parent.headers)).status).toBe(200);
    expect(await listOf(parent)).toHaveLength(maxParticipantsPerParent - 1);
    // An add/remove loop cannot create participants without end.
    expect(await api.post(addPath, extra, parent.headers)).toEqual({
      status: 409,
      body: { message: parentLimitReached },
    });
    // In another event the parent may still create.
    const another = await createTestEvent();
    expect((await api.post(addPath, { ...extra, EventCode: another.eventCode }, parent.headers)).status).toBe(
      200,
    );
    expect((await api.delete(removePath(ids[3] ?? ''), parent.headers)).status).toBe(200);
    // The freed place takes a school's child by access code.
    await linkSchoolChild(parent, eventId, eventCode);
    expect(await counterAndLinks(parent.userId)).toEqual({
      counter: maxParticipantsPerParent,
      links: maxParticipantsPerParent,
    });
  });

  it('frees a place at the limit of 9: one remove, then one link succeeds and the next is refused', async () => {
    const parent = await signedInParent('full-parent');
    const { eventId, eventCode } = await createTestEvent();
    const ids = await addChildren(parent, eventCode, maxParticipantsPerParent);
    const api = apiClient(apiUrl);
    const { accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId));
    expect(await api.post(addPath, { AccessCode: accessCode, EventCode: eventCode }, parent.headers)).toEqual(
      {
        status: 409,
        body: { message: parentLimitReached },
      },
    );
    expect((await api.delete(removePath(ids[4] ?? ''), parent.headers)).status).toBe(200);
    expect(await listOf(parent)).toHaveLength(maxParticipantsPerParent - 1);
    expect(
      (await api.post(addPath, { AccessCode: accessCode, EventCode: eventCode }, parent.headers)).status,
    ).toBe(200);
    const next = await createTestParticipant(eventId, await createTestTeam(eventId));
    expect(
      await api.post(addPath, { AccessCode: next.accessCode, EventCode: eventCode }, parent.headers),
    ).toEqual({
      status: 409,
      body: { message: parentLimitReached },
    });
    expect(await counterAndLinks(parent.userId)).toEqual({
      counter: maxParticipantsPerParent,
      links: maxParticipantsPerParent,
    });
  });

  it("answers 404 for another parent's child and leaves that parent's link alone", async () => {
    const owner = await signedInParent('owner-parent');
    const stranger = await signedInParent('stranger-parent');
    const { eventId, eventCode } = await createTestEvent();
    const teamId = await createTestTeam(eventId);
    const { participantId, accessCode } = await createTestParticipant(eventId, teamId);
    const api = apiClient(apiUrl);
    expect(
      (await api.post(addPath, { AccessCode: accessCode, EventCode: eventCode }, owner.headers)).status,
    ).toBe(200);
    expect(await api.delete(removePath(participantId), stranger.headers)).toEqual({
      status: 404,
      body: { message: participantNotLinked },
    });
    expect(await api.delete(removePath('no-such-participant'), stranger.headers)).toMatchObject({
      status: 404,
    });
    expect((await listOf(owner)).map((entry) => entry.ParticipantId)).toEqual([participantId]);
    expect(await counterAndLinks(owner.userId)).toEqual({ counter: 1, links: 1 });
    // The stranger's counter was never touched (no item, not -1).
    expect(await counterAndLinks(stranger.userId)).toEqual({ counter: 0, links: 0 });
  });

  it('ends 3 concurrent removes of the same child with exactly one, and the count stays exact', async () => {
    const parent = await signedInParent('race-parent');
    const { eventId, eventCode } = await createTestEvent();
    const ids = await addChildren(parent, eventCode, maxParticipantsPerParent);
    const target = ids[0] ?? '';
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => apiClient(apiUrl).delete(removePath(target), parent.headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
    expect(answers.filter((answer) => answer.status === 404).map((answer) => answer.body)).toEqual([
      { message: participantNotLinked },
      { message: participantNotLinked },
    ]);
    expect(await counterAndLinks(parent.userId)).toEqual({
      counter: maxParticipantsPerParent - 1,
      links: maxParticipantsPerParent - 1,
    });
    // Exactly one place came back: one link succeeds, the next meets the limit.
    await linkSchoolChild(parent, eventId, eventCode);
    const next = await createTestParticipant(eventId, await createTestTeam(eventId));
    const api = apiClient(apiUrl);
    expect(
      await api.post(addPath, { AccessCode: next.accessCode, EventCode: eventCode }, parent.headers),
    ).toEqual({
      status: 409,
      body: { message: parentLimitReached },
    });
  });

  it('refuses a bad participant id, a caller without a token (401) and a teacher (403)', async () => {
    const api = apiClient(apiUrl);
    expect((await api.delete(removePath('any'), {})).status).toBe(401);
    const teacher = await createTestUser({ role: 'teacher', label: 'remove-teacher', withPassword: false });
    expect((await api.delete(removePath('any'), signedInHeaders(await signIn(teacher)))).status).toBe(403);
    const parent = await signedInParent();
    expect((await api.delete(removePath('x'.repeat(129)), parent.headers)).status).toBe(400);
  });
});
