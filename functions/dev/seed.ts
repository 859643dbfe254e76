// Demo data for the local stack: one school, an active and an ended Thon with classes and
// students, and one sign-in account per role of spec section 6. Dates are relative to today
// so the "active" event stays active whenever the stack starts. Teams and students are written the
// way an import writes them (random ids, name and natural-key claims, the count in the same
// transaction), so importing the same class list again finds them; the ended Thon is completed
// after its students are in, as a real one would be.
import { randomUUID } from 'node:crypto';
import type { Role } from '@thon/shared/auth/roles';
import { unassignedTeamId } from '@thon/shared/events/teams';
import { changeEventStatus, createEvent } from '../src/data/repositories/events-repository';
import { createLandingPage } from '../src/data/repositories/landing-pages-repository';
import { createOrganization } from '../src/data/repositories/organizations-repository';
import { payoutAccountIdempotencyKey } from '../src/domain/pledges/payout-account';
import { paymentProvider } from '../src/platform/payments/provider';
import { createParticipantsInEvent } from '../src/data/repositories/participants-repository';
import {
  createParticipantOfParent,
  linkParticipantToParent,
} from '../src/data/repositories/parents-repository';
import { generateAccessCode } from '../src/domain/participants/access-codes';
import { claimTeamName } from '../src/data/repositories/teams-repository';
import { importClaimKey, normalizeName } from '../src/domain/participants/create-participants';
import { createUser } from '../src/data/repositories/users-repository';
import { secretIdKey } from '../src/platform/id-key';
import { createPasswordUser } from '../src/platform/user-pool';

const demoPassword = 'ThonDemo#2026';

const demoAccounts: { role: Role; username: string; firstName: string; lastName: string }[] = [
  { role: 'participant', username: 'demo.participant', firstName: 'Ava', lastName: 'Johnson' },
  { role: 'parent', username: 'demo.parent', firstName: 'Maria', lastName: 'Johnson' },
  { role: 'teacher', username: 'demo.teacher', firstName: 'Elena', lastName: 'Rivera' },
  { role: 'team-leader', username: 'demo.teamleader', firstName: 'Marcus', lastName: 'Chen' },
  { role: 'franchisee-user', username: 'demo.franchisee', firstName: 'Dana', lastName: 'Brooks' },
  { role: 'franchisee-team-leader', username: 'demo.franchiseelead', firstName: 'Sam', lastName: 'Ortiz' },
  { role: 'vendor', username: 'demo.vendor', firstName: 'Victor', lastName: 'Nguyen' },
  { role: 'super-admin', username: 'demo.admin', firstName: 'Alex', lastName: 'Morgan' },
  { role: 'organizer', username: 'demo.organizer', firstName: 'Priya', lastName: 'Patel' },
  { role: 'test-user', username: 'demo.tester', firstName: 'Test', lastName: 'User' },
];

interface DemoEvent {
  name: string;
  eventCode: string;
  status: 'live' | 'completed';
  startOffsetDays: number;
  endOffsetDays: number;
  teams: { name: string; students: [string, string, string][] }[];
}

const demoEvents: DemoEvent[] = [
  {
    name: 'Lincoln Elementary Fun Run',
    eventCode: 'LINCOLN26',
    status: 'live',
    startOffsetDays: -7,
    endOffsetDays: 30,
    teams: [
      {
        name: "Mrs. Rivera's 3rd Grade",
        students: [
          ['Ava', 'Johnson', 'RUNAVA01'],
          ['Liam', 'Smith', 'RUNLIA02'],
          ['Noah', 'Garcia', 'RUNNOA03'],
        ],
      },
      {
        name: "Mr. Chen's 4th Grade",
        students: [
          ['Emma', 'Brown', 'RUNEMM04'],
          ['Olivia', 'Davis', 'RUNOLI05'],
          ['Lucas', 'Martinez', 'RUNLUC06'],
        ],
      },
    ],
  },
  {
    name: 'Lincoln Fall Fun Run',
    eventCode: 'FALL25',
    status: 'completed',
    startOffsetDays: -90,
    endOffsetDays: -60,
    teams: [
      {
        name: "Ms. Patel's 5th Grade",
        students: [
          ['Mia', 'Wilson', 'FALMIA01'],
          ['Ethan', 'Moore', 'FALETH02'],
        ],
      },
    ],
  },
];

/** The live Thon's landing page, at /lincoln-runs: the bench measures it as a donor page. */
const demoLandingPage = {
  eventCode: 'LINCOLN26',
  url: 'lincoln-runs',
  title: 'Lincoln Runs for the Library',
  subTitle: 'Every lap our runners finish buys new books for the school library.',
  quote: 'We run together, we read together.',
  teamBio:
    'Lincoln Elementary School has 400 runners from kindergarten to 5th grade.\n\nThis spring we run to fill our library with new books. Pledge per lap or give once: every gift counts.',
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

export interface SeededStack {
  accounts: { role: Role; username: string; password: string }[];
  events: { name: string; eventCode: string; accessCodes: string[]; endDate: string }[];
}

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Written as AddParticipant writes a new child: the parent's link and counters, waiting for approval. */
async function seedChildAwaitingApproval(parentId: string, eventId: string): Promise<void> {
  const outcome = await createParticipantOfParent(parentId, {
    participantId: randomUUID(),
    eventId,
    teamId: unassignedTeamId,
    firstName: 'Zoë',
    lastName: "O'Connell",
    goal: 350,
    accessCode: generateAccessCode(),
    awaitingApproval: true,
  });
  if (!outcome.written)
    throw new Error(`Seeding the child awaiting approval failed: ${[...outcome.refused].join(', ')}`);
}

export async function seedDemoData(): Promise<SeededStack> {
  const organizationId = randomUUID();
  // The school's payout account, connected as an organizer's onboarding would (the payment
  // stand-in approves accounts at once): its live Thon takes pledges from the start.
  const { accountId } = await paymentProvider.createConnectedAccount({
    email: 'demo.organizer@example.com',
    organizationName: 'Lincoln Elementary School',
    idempotencyKey: payoutAccountIdempotencyKey(organizationId),
  });
  await createOrganization({
    organizationId,
    name: 'Lincoln Elementary School',
    organizationType: 'Elementary School',
    schoolLevel: 'Elementary',
    payoutAccountId: accountId,
    payoutChargesEnabled: true,
    payoutsEnabled: true,
  });

  const userIds = new Map<Role, string>();
  for (const account of demoAccounts) {
    const userId = randomUUID();
    const email = `${account.username}@example.com`;
    await createPasswordUser(account.username, email, demoPassword);
    const created = await createUser({ ...account, userId, email, active: true });
    if (!created.written)
      throw new Error(`Seeding could not create ${account.username}: ${[...created.refused].join(', ')}`);
    userIds.set(account.role, userId);
  }

  const parentId = userIds.get('parent') ?? '';
  const events: SeededStack['events'] = [];
  for (const demo of demoEvents) {
    const eventId = randomUUID();
    const endDate = isoDate(demo.endOffsetDays);
    const created = await createEvent({
      eventId,
      organizationId,
      name: demo.name,
      eventCode: demo.eventCode,
      status: 'live',
      unitName: 'lap',
      startDate: isoDate(demo.startOffsetDays),
      endDate,
      timeZone: 'America/Chicago',
      goal: 10_000,
      organizerUserId: userIds.get('organizer'),
      organizationName: 'Lincoln Elementary School',
      organizationType: 'Elementary School',
      schoolLevel: 'Elementary',
    });
    if (!created.written)
      throw new Error(`Seeding could not create ${demo.name}: ${[...created.refused].join(', ')}`);
    const accessCodes: string[] = [];
    for (const team of demo.teams) {
      const teamId = randomUUID();
      // The demo teacher teaches the live event's first class.
      const isDemoClass = demo.status === 'live' && accessCodes.length === 0;
      const teamRecord = {
        eventId,
        teamId,
        name: team.name,
        leaderUserId: userIds.get('team-leader'),
        teacherUserId: isDemoClass ? userIds.get('teacher') : undefined,
      };
      if ((await claimTeamName(teamRecord, normalizeName(team.name), true, ['live'])) !== 'claimed') {
        throw new Error(`Seeding team ${team.name} failed`);
      }
      for (const [firstName, lastName, accessCode] of team.students) {
        const isDemoParticipant = demo.status === 'live' && accessCodes.length === 0;
        const participantId = randomUUID();
        const participant = {
          participantId,
          eventId,
          teamId,
          firstName,
          lastName,
          goal: 350,
          accessCode,
          userId: isDemoParticipant ? userIds.get('participant') : undefined,
        };
        const claimKey = await importClaimKey(secretIdKey, eventId, firstName, lastName, team.name);
        const outcome = await createParticipantsInEvent(eventId, [{ participant, claimKey }], ['live']);
        if (outcome.kind !== 'created')
          throw new Error(`Seeding ${firstName} ${lastName} failed: ${outcome.kind}`);
        // The demo parent holds the live event's first two students.
        if (demo.status === 'live' && accessCodes.length < 2) {
          await linkParticipantToParent(parentId, { participantId, eventId });
        }
        accessCodes.push(accessCode);
      }
    }
    // A child the demo parent created themselves waits in the organizer's approval queue.
    if (demo.status === 'live') await seedChildAwaitingApproval(parentId, eventId);
    if (demo.eventCode === demoLandingPage.eventCode) {
      const { eventCode: _, ...page } = demoLandingPage;
      const written = await createLandingPage({
        ...page,
        landingPageId: randomUUID(),
        eventId,
        ownerUserId: userIds.get('organizer') ?? '',
      });
      if (!written.written) throw new Error(`Seeding the landing page ${page.url} failed`);
    }
    if (demo.status !== 'live' && !(await changeEventStatus(eventId, 'live', demo.status))) {
      throw new Error(`Seeding could not move ${demo.name} to ${demo.status}`);
    }
    events.push({ name: demo.name, eventCode: demo.eventCode, accessCodes, endDate });
  }

  return {
    accounts: demoAccounts.map(({ role, username }) => ({ role, username, password: demoPassword })),
    events,
  };
}
