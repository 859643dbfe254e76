// API set-up steps the browser tests share when a Thon's running is not what they test: a call that
// must answer 200, and a Thon made live with one runner (its payout account connected on the way).
import { expect } from './expect';
import { callApi } from './sign-in-steps';

export type Session = { token: string; userId: string };

/** The answer's body, after checking the call succeeded (the body is the failure's message). */
export async function ok(answer: Promise<{ status: number; body: unknown }>): Promise<unknown> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/**
 * Imports one runner into the organizer's draft Thon, connects its payout account (the payment
 * stand-in approves it at once; reading the settings asks the provider), takes it live and answers
 * the runner's participant id.
 */
export async function goLiveWithOneRunner(
  session: Session,
  eventId: string,
  runner: { first: string; last: string; team: string },
): Promise<string> {
  await ok(
    callApi('POST', '/api/events/ImportParticipants', {
      session,
      body: {
        EventId: eventId,
        Csv: `First Name,Last Name,Goal,Team\r\n${runner.first},${runner.last},100,${runner.team}`,
      },
    }),
  );
  await ok(callApi('POST', `/api/pledges/StartPayoutOnboarding/${eventId}`, { session, body: {} }));
  expect(await ok(callApi('GET', `/api/pledges/GetPledgeSettings/${eventId}`, { session }))).toMatchObject({
    Payout: { Status: 'Enabled' },
  });
  await ok(
    callApi('POST', '/api/events/ChangeThonStatus', { session, body: { EventId: eventId, Status: 'live' } }),
  );
  const roster = (await ok(callApi('GET', `/api/events/GetThonRoster/${eventId}`, { session }))) as {
    Participants: { ParticipantId: string }[];
  };
  return roster.Participants[0]?.ParticipantId ?? '';
}
