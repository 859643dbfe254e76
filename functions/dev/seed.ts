// Demo data for the local stack: two franchises (seed-franchises.ts), a school in each, an active
// and an ended Thon at the first and an active one at the second with classes and students, and
// one sign-in account per role of spec section 6 (plus the second franchise's franchisee). Dates are relative to today
// so the "active" event stays active whenever the stack starts. Teams and students are written the
// way an import writes them (random ids, name and natural-key claims, the count in the same
// transaction), so importing the same class list again finds them; the ended Thon is completed
// after its students are in, as a real one would be.
import { randomUUID } from 'node:crypto';
import type { Role } from '@thon/shared/auth/roles';
import { unassignedTeamId } from '@thon/shared/events/teams';
import { changeEventStatus, createEvent } from '../src/data/repositories/events-repository';
import { createLandingPage } from '../src/data/repositories/landing-pages-repository';
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
import { thonStaffDeps } from '../src/composition/thon-staff';
import { assignThonTeamLeader } from '../src/domain/thon-staff/thon-team-leaders';
import {
  extraDemoAccounts,
  newDemoFranchiseIds,
  seedFranchises,
  seedSchool,
  type DemoFranchise,
  type DemoSchool,
} from './seed-franchises';
import {
  extraVendorAccounts,
  newDemoVendorIds,
  seedProducts,
  seedShopOrders,
  seedVendors,
  type DemoVendorKey,
  type VendorOwner,
} from './seed-shop';
import { seedPrizes } from './seed-prizes';
import { seedEventDay, type DemoCountingCode } from './seed-eventday';

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
  school: 'lincoln' | 'riverside';
  timeZone: string;
  status: 'live' | 'completed';
  startOffsetDays: number;
  endOffsetDays: number;
  /** First name, last name, access code, and a shirt size for most (the cart builder counts them). */
  teams: { name: string; students: ([string, string, string] | [string, string, string, string])[] }[];
}

const demoEvents: DemoEvent[] = [
  {
    name: 'Lincoln Elementary Fun Run',
    eventCode: 'LINCOLN26',
    school: 'lincoln',
    timeZone: 'America/Chicago',
    status: 'live',
    startOffsetDays: -7,
    endOffsetDays: 30,
    teams: [
      {
        name: "Mrs. Rivera's 3rd Grade",
        students: [
          ['Ava', 'Johnson', 'RUNAVA01', 'YS'],
          ['Liam', 'Smith', 'RUNLIA02', 'YM'],
          ['Noah', 'Garcia', 'RUNNOA03', 'YM'],
        ],
      },
      {
        name: "Mr. Chen's 4th Grade",
        students: [
          ['Emma', 'Brown', 'RUNEMM04', 'YL'],
          ['Olivia', 'Davis', 'RUNOLI05', 'YL'],
          ['Lucas', 'Martinez', 'RUNLUC06'],
        ],
      },
    ],
  },
  {
    name: 'Lincoln Fall Fun Run',
    eventCode: 'FALL25',
    school: 'lincoln',
    timeZone: 'America/Chicago',
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
  {
    // The other franchise's school: its franchisee reaches it, Lincoln's franchisee gets 404.
    name: 'Riverside Color Run',
    eventCode: 'RIVER26',
    school: 'riverside',
    timeZone: 'America/New_York',
    status: 'live',
    startOffsetDays: -3,
    endOffsetDays: 20,
    teams: [
      {
        name: "Mr. Okafor's 6th Grade",
        students: [
          ['Harper', 'Nguyen', 'RIVHAR01'],
          ['Mateo', 'Silva', 'RIVMAT02'],
        ],
      },
    ],
  },
];

/** The event whose classes, students and landing page the demo's teacher, parent and child hold. */
const demoPeopleEventCode = 'LINCOLN26';

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
  /** The demo volunteers' counting codes (event day), shown once: `npm start` prints their pages. */
  countingCodes: DemoCountingCode[];
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

const demoSchools = (
  franchiseIds: Record<DemoFranchise['key'], string>,
): Record<DemoEvent['school'], DemoSchool> => ({
  lincoln: {
    organizationId: randomUUID(),
    name: 'Lincoln Elementary School',
    organizationType: 'Elementary School',
    schoolLevel: 'Elementary',
    street: '300 S 11th St',
    city: 'Springfield',
    state: 'IL',
    zip: '62703',
    franchiseId: franchiseIds.prairie,
    organizerEmail: 'demo.organizer@example.com',
  },
  riverside: {
    organizationId: randomUUID(),
    name: 'Riverside Middle School',
    organizationType: 'Middle School',
    schoolLevel: 'Middle',
    street: '1200 Peachtree St NE',
    city: 'Atlanta',
    state: 'GA',
    zip: '30309',
    franchiseId: franchiseIds.peachtree,
    organizerEmail: 'demo.franchisee2@example.com',
  },
});

export async function seedDemoData(): Promise<SeededStack> {
  const franchiseIds = newDemoFranchiseIds();
  const schools = demoSchools(franchiseIds);
  for (const school of Object.values(schools)) await seedSchool(school);

  // The franchise roles' accounts belong to the Prairie franchise, whose school is Lincoln.
  const franchiseOfRole = (role: Role) =>
    role === 'franchisee-user' || role === 'franchisee-team-leader' ? franchiseIds.prairie : undefined;
  // The vendor role's demo account owns the prize supplier; the second vendor's owner is extra.
  const vendorIds = newDemoVendorIds();
  const vendorOfRole = (role: Role) => (role === 'vendor' ? vendorIds.prizes : undefined);
  const accounts = [
    ...demoAccounts.map((account) => ({
      ...account,
      franchiseId: franchiseOfRole(account.role),
      vendorId: vendorOfRole(account.role),
    })),
    ...extraDemoAccounts.map(({ franchise, ...account }) => ({
      ...account,
      franchiseId: franchiseIds[franchise],
      vendorId: undefined,
    })),
    ...extraVendorAccounts.map(({ vendor, ...account }) => ({
      ...account,
      franchiseId: undefined,
      vendorId: vendorIds[vendor],
    })),
  ];
  const userIds = new Map<Role, string>();
  const vendorOwners: Partial<Record<DemoVendorKey, VendorOwner>> = {};
  for (const { franchiseId, vendorId, ...account } of accounts) {
    const userId = randomUUID();
    const email = `${account.username}@example.com`;
    await createPasswordUser(account.username, email, demoPassword);
    const created = await createUser({
      ...account,
      userId,
      email,
      active: true,
      ...(franchiseId ? { franchiseId } : {}),
      ...(vendorId ? { vendorId, vendorOwner: true } : {}),
    });
    if (!created.written)
      throw new Error(`Seeding could not create ${account.username}: ${[...created.refused].join(', ')}`);
    // The first account of a role is the one the role's demo sign-in uses.
    if (!userIds.has(account.role)) userIds.set(account.role, userId);
    const vendorKey = (Object.keys(vendorIds) as DemoVendorKey[]).find((key) => vendorIds[key] === vendorId);
    if (vendorKey)
      vendorOwners[vendorKey] = { userId, firstName: account.firstName, lastName: account.lastName, email };
  }
  // The demo's changes are the super admin's, outside any session (audit entries name them).
  const superAdmin = {
    userId: userIds.get('super-admin') ?? '',
    sessionId: 'demo-seed',
    role: 'super-admin' as const,
  };
  await seedFranchises(superAdmin, franchiseIds);
  const owners = { prizes: vendorOwners.prizes, race: vendorOwners.race };
  if (!owners.prizes || !owners.race) throw new Error('Seeding the shop needs both vendor owners');
  const shopOwners = owners as Record<DemoVendorKey, VendorOwner>;
  await seedVendors(vendorIds, shopOwners, Object.values(franchiseIds));
  const demoProducts = await seedProducts(vendorIds, shopOwners);

  const parentId = userIds.get('parent') ?? '';
  const events: SeededStack['events'] = [];
  let liveThonId: string | undefined;
  for (const demo of demoEvents) {
    const eventId = randomUUID();
    const endDate = isoDate(demo.endOffsetDays);
    const school = schools[demo.school];
    const demoPeople = demo.eventCode === demoPeopleEventCode;
    const created = await createEvent({
      eventId,
      organizationId: school.organizationId,
      franchiseId: school.franchiseId,
      postalCode: school.zip,
      isTest: false,
      name: demo.name,
      eventCode: demo.eventCode,
      status: 'live',
      unitName: 'lap',
      startDate: isoDate(demo.startOffsetDays),
      endDate,
      timeZone: demo.timeZone,
      goal: 10_000,
      // The other franchise's Thon has no organizer: its franchisee runs it.
      organizerUserId: demo.school === 'lincoln' ? userIds.get('organizer') : undefined,
      organizationName: school.name,
      organizationType: school.organizationType,
      schoolLevel: school.schoolLevel,
      city: school.city,
      state: school.state,
    });
    if (!created.written)
      throw new Error(`Seeding could not create ${demo.name}: ${[...created.refused].join(', ')}`);
    const accessCodes: string[] = [];
    for (const team of demo.teams) {
      const teamId = randomUUID();
      // The demo teacher teaches the live event's first class.
      const isDemoClass = demoPeople && accessCodes.length === 0;
      const teamRecord = {
        eventId,
        teamId,
        name: team.name,
        leaderUserId: demoPeople ? userIds.get('team-leader') : undefined,
        teacherUserId: isDemoClass ? userIds.get('teacher') : undefined,
      };
      if ((await claimTeamName(teamRecord, normalizeName(team.name), true, ['live'])) !== 'claimed') {
        throw new Error(`Seeding team ${team.name} failed`);
      }
      for (const [firstName, lastName, accessCode, shirtSize] of team.students) {
        const isDemoParticipant = demoPeople && accessCodes.length === 0;
        const participantId = randomUUID();
        const participant = {
          participantId,
          eventId,
          teamId,
          firstName,
          lastName,
          goal: 350,
          accessCode,
          ...(shirtSize ? { shirtSize } : {}),
          userId: isDemoParticipant ? userIds.get('participant') : undefined,
        };
        const claimKey = await importClaimKey(secretIdKey, eventId, firstName, lastName, team.name);
        const outcome = await createParticipantsInEvent(eventId, [{ participant, claimKey }], ['live']);
        if (outcome.kind !== 'created')
          throw new Error(`Seeding ${firstName} ${lastName} failed: ${outcome.kind}`);
        // The demo parent holds the live event's first two students.
        if (demoPeople && accessCodes.length < 2) {
          await linkParticipantToParent(parentId, { participantId, eventId });
        }
        accessCodes.push(accessCode);
      }
    }
    // A child the demo parent created themselves waits in the organizer's approval queue.
    if (demoPeople) {
      liveThonId = eventId;
      await seedChildAwaitingApproval(parentId, eventId);
      // The franchise's team leader does the live Thon's event-day work.
      await assignThonTeamLeader(thonStaffDeps, superAdmin, {
        EventId: eventId,
        UserId: userIds.get('franchisee-team-leader') ?? '',
      });
    }
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
  // The live Thon's shop orders are the franchisee's, its franchise being the school's.
  if (!liveThonId) throw new Error('Seeding the shop orders needs the live Thon');
  const franchisee = {
    userId: userIds.get('franchisee-user') ?? '',
    sessionId: 'demo-seed',
    role: 'franchisee-user' as const,
  };
  await seedShopOrders(liveThonId, franchisee, vendorIds, shopOwners, demoProducts);
  // The live Thon's prize programme, gifts and awards are its organizer's.
  const organizer = {
    userId: userIds.get('organizer') ?? '',
    sessionId: 'demo-seed',
    role: 'organizer',
  } as const;
  await seedPrizes(liveThonId, organizer, demoProducts);
  // The live Thon's bibs, a few laps and a volunteer's counting code, also its organizer's.
  const countingCode = await seedEventDay(liveThonId, organizer);

  return {
    accounts: accounts.map(({ role, username }) => ({ role, username, password: demoPassword })),
    events,
    countingCodes: [countingCode],
  };
}
