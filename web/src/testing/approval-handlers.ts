// msw handlers for the Thon page's approval queue: GetPendingParticipants answers the children
// still waiting; ApproveParticipant and RejectParticipant take one off (or refuse with
// `refusal`, as the API's 409 would). thonHandlers() starts with an empty queue; tests of the
// queue add their own with server.use(...approvalApi([...]).handlers).
import { http, HttpResponse } from 'msw';
import { routes } from '@thon/shared/api/routes';
import type { PendingParticipant } from '@thon/shared/api/schemas/participant-approvals';
import { mswPath } from './handlers';

export function pendingChild(
  overrides: Partial<PendingParticipant> & Pick<PendingParticipant, 'ParticipantId' | 'FirstName'>,
): PendingParticipant {
  return {
    LastName: 'Johnson',
    TeamId: 'unassigned',
    Grade: null,
    AddedAt: '2026-04-01T15:00:00.000Z',
    AddedBy: 'Maria Johnson',
    ...overrides,
  };
}

export function approvalApi(initial: readonly PendingParticipant[] = [], options: { refusal?: string } = {}) {
  const queue = [...initial];
  const approved: string[] = [];
  const rejected: string[] = [];
  const decide =
    (into: string[]) =>
    async ({ request }: { request: Request }) => {
      const { ParticipantId } = (await request.json()) as { ParticipantId: string };
      if (options.refusal) return HttpResponse.json({ message: options.refusal }, { status: 409 });
      const index = queue.findIndex((child) => child.ParticipantId === ParticipantId);
      if (index < 0)
        return HttpResponse.json({ message: 'No such participant in this event.' }, { status: 404 });
      queue.splice(index, 1);
      into.push(ParticipantId);
      return HttpResponse.json({ ParticipantId });
    };
  const handlers = [
    http.get(mswPath(routes.getPendingParticipants), () => HttpResponse.json(queue)),
    http.post(mswPath(routes.approveParticipant), decide(approved)),
    http.post(mswPath(routes.rejectParticipant), decide(rejected)),
  ];
  return { handlers, queue, approved, rejected };
}
