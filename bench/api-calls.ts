// DynamoDB requests per API call, counted (bench/dynamodb-counter.ts), and requests per second of
// the public event page, both through a local gateway that runs the real handlers in this process
// against the local stack (moto, resources from the CDK template, seeded demo data).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Agent, request } from 'node:http';
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { dynamoDbClient } from '@thon/functions/platform/clients/dynamodb';
import { startLocalStack } from '@thon/functions/dev/local-stack';
import { startGateway } from '@thon/functions/dev/local-gateway';
import { localEdge } from '@thon/functions/dev/local-edge';
import { handlersDirectory, repositoryRoot } from '@thon/infra/lib/repository';
import { routeList } from '@thon/shared/api/routes';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { dynamoDbIdle, installDynamoDbCounter, takeCounts } from './dynamodb-counter';
import type { LoadResult } from './load-client';
import { measurePledgeLoad } from './pledge-load';
import { measureProcessing } from './processing-load';

export interface CallFigures {
  call: string;
  route: string;
  status: number;
  authorizer: number | null;
  handler: number;
  itemsRead: number;
  commands: string;
  /** Requests the payment provider (the stand-in) received during the call. */
  provider: number;
  ms: number;
  /** DynamoDB request units billed (route function and authorizer), for the cost model. */
  units: { handler: { read: number; write: number }; authorizer: { read: number; write: number } };
}

export interface LoadFigures {
  page: string;
  participants: number;
  /** Items in the whole table when the run started (moto's GSI Query reads them all). */
  tableItems: number;
  concurrency: number;
  result: LoadResult;
  dynamoDbRequests: number;
}

interface Answer {
  status: number;
  body: unknown;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function send(base: URL, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      new URL(path, base),
      {
        agent,
        method,
        headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function signedIn(token: string): { userId: string; headers: Record<string, string> } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return {
    userId: payload.sub,
    headers: { [sessionHeaders.authorization]: `Bearer ${token}`, [sessionHeaders.userId]: payload.sub },
  };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
export const latency = (result: LoadResult) => {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};

/** Every item of the table (a bench-side Scan, not counted as a handler's request). */
async function countTableItems(): Promise<number> {
  let items = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamoDbClient().send(
      new ScanCommand({ TableName: process.env.TABLE_NAME, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    items += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  takeCounts();
  return items;
}

function importCsv(rows: number): string {
  const lines = ['First Name,Last Name,Goal,Team,Grade'];
  for (let index = 0; index < rows; index += 1) {
    lines.push(`Runner${index},Family${index},350,Room ${index % 24},${(index % 6) + 1}`);
  }
  return lines.join('\r\n');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export async function measureApiCalls(options: {
  loadSeconds: number;
  concurrency: number;
  pledges: number;
  pledgeConcurrency: number;
}) {
  // The sweeper's timer stays quiet (a day) and the stand-in sends no webhooks: their requests would
  // be counted as the calls' own.
  const stack = await startLocalStack({
    emulatorPort: 0,
    gatewayPort: 0,
    seed: true,
    sweepIntervalMs: 86_400_000,
    deliverPaymentWebhooks: false,
  });
  try {
    installDynamoDbCounter();
    // A gateway of our own: the same routes and handlers, with the authorizer wrapped so that its
    // DynamoDB requests are counted apart from the route's.
    const gateway = await startGateway({
      port: 0,
      routes: routeList,
      handlersDir: handlersDirectory,
      authorizerModule: join(repositoryRoot, 'bench/counting-authorizer.ts'),
      outboxUrl: stack.info.outboxUrl,
      // Plays CloudFront like the stack's own gateway: route functions refuse a request without the
      // origin secret (functions/src/platform/edge-origin.ts).
      edge: await localEdge(),
    });
    try {
      const base = new URL(gateway.url);
      const calls: CallFigures[] = [];
      const methods = new Map(routeList.map((route) => [`${route.method} ${route.path}`, route.name]));
      const routeName = (method: string, path: string) =>
        [...methods.entries()].find(([key]) => {
          const [routeMethod, routePath = ''] = key.split(' ');
          const pattern = new RegExp(`^${routePath.replace(/\{[^}]+\}/g, '[^/]+')}$`, 'i');
          return routeMethod === method && pattern.test(path);
        })?.[1] ?? '?';
      const providerRequests = async () =>
        (
          (await (await fetch(`${stack.info.paymentProviderUrl}/__stand-in/requests`)).json()) as {
            requests: number;
          }
        ).requests;
      const call = async (
        label: string,
        method: string,
        path: string,
        body?: unknown,
        headers?: Record<string, string>,
      ) => {
        const providerBefore = await providerRequests();
        takeCounts();
        const started = performance.now();
        const answer = await send(base, method, path, body, headers);
        const ms = performance.now() - started;
        const counts = takeCounts();
        const provider = (await providerRequests()) - providerBefore;
        calls.push({
          call: label,
          route: routeName(method, path),
          status: answer.status,
          authorizer: headers?.authorization ? counts.authorizer : null,
          handler: counts.handler,
          provider,
          ms,
          itemsRead: counts.itemsRead,
          units: counts.units,
          commands: [...counts.commands]
            .map(([name, count]) => `${name.replace(/Command$/, '')}×${count}`)
            .join(' '),
        });
        return answer;
      };

      // Load: the public event page, by a child process of keep-alive clients.
      const loads: LoadFigures[] = [];
      const load = async (label: string, id: string, participants: number): Promise<LoadFigures> => {
        const tableItems = await countTableItems();
        takeCounts();
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [
            '--import',
            'tsx',
            join(repositoryRoot, 'bench/load-client.ts'),
            `${gateway.url}/api/events/GetEventPage/${id}`,
            String(options.concurrency),
            String(options.loadSeconds),
          ],
          { cwd: repositoryRoot, maxBuffer: 64 * 1024 * 1024 },
        );
        // Handlers whose client gave up (timeout) still finish before the next run or the stop.
        await dynamoDbIdle();
        const counts = takeCounts();
        return {
          page: label,
          participants,
          tableItems,
          concurrency: options.concurrency,
          result: JSON.parse(stdout) as LoadResult,
          dynamoDbRequests: counts.handler,
        };
      };

      const { accounts, events } = stack.info;
      const password = (role: string) => accounts.find((account) => account.role === role);
      const login = async (role: string) => {
        const account = password(role);
        const answer = await call(`Login (${role})`, 'POST', '/authentication/login', {
          Username: account?.username,
          Password: account?.password,
        });
        return { token: text(answer.body), ...signedIn(text(answer.body)) };
      };
      const live = events.find((event) => event.eventCode === 'LINCOLN26') ?? events[0];

      // Public reads a donor makes (first call cold, second warm: any in-process cache shows).
      await call('GetReferenceLists (1st)', 'GET', '/api/utilities/GetReferenceLists');
      await call('GetReferenceLists (2nd)', 'GET', '/api/utilities/GetReferenceLists');
      const eventId = text(
        (await call('EventCode', 'POST', '/api/EventCode', { EventCode: live?.eventCode })).body,
      );
      const page = await call('GetEventPage (1st)', 'GET', `/api/events/GetEventPage/${eventId}`);
      await call('GetEventPage (2nd)', 'GET', `/api/events/GetEventPage/${eventId}`);
      const seededParticipants = list(field(page.body, 'Participants')).length;
      const participantId = text(field(list(field(page.body, 'Participants'))[0], 'ParticipantId'));
      await call('GetStudentPage', 'GET', `/api/participants/GetStudentPage/${participantId}`);
      const visit = await call('RecordVisit', 'POST', '/api/events/RecordVisit', {
        EventId: eventId,
        ParticipantId: participantId,
        Source: 'email',
        Medium: 'bench',
        Campaign: 'spring',
        TemplateId: 't1',
      });

      // Pledges: the form's options, a per-unit pledge (card saved), its retry, a flat gift (charged).
      await call('GetPledgeOptions', 'GET', `/api/pledges/GetPledgeOptions/${participantId}`);
      const pledge = {
        ParticipantId: participantId,
        Kind: 'PerUnit',
        Amount: 2,
        MaxUnits: 20,
        Donor: { FirstName: 'Bench', LastName: 'Donor', Email: 'bench.donor@donor.org' },
        AgreeToTerms: true,
        PaymentMethodId: 'pm_card_visa',
        VisitId: text(field(visit.body, 'VisitId')),
      };
      const pledgeKey = { 'idempotency-key': 'bench-per-unit-pledge-1' };
      await call('CreatePledge (per unit)', 'POST', '/api/pledges/CreatePledge', pledge, pledgeKey);
      await call('CreatePledge (retry, same key)', 'POST', '/api/pledges/CreatePledge', pledge, pledgeKey);
      await call(
        'CreatePledge (flat gift)',
        'POST',
        '/api/pledges/CreatePledge',
        { ...pledge, Kind: 'Flat', Amount: 25, MaxUnits: undefined },
        { 'idempotency-key': 'bench-flat-gift-1' },
      );

      loads.push(await load('seeded event', eventId, seededParticipants));

      // Sign-in.
      const parent = await login('parent');
      const participant = await login('participant');
      const teacher = await login('teacher');
      const organizer = await login('organizer');
      const admin = await login('super-admin');
      const teamLeader = await login('team-leader');
      const tester = await login('test-user');
      const noahCode = live?.accessCodes[2] ?? '';
      await call('LoginWithAccessCode', 'POST', '/authentication/LoginWithAccessCode', {
        AccessCode: noahCode,
      });
      const session = await call(
        'GetSession (parent)',
        'GET',
        '/api/Users/GetSession',
        undefined,
        parent.headers,
      );

      // Participants, parents, teachers.
      await call(
        'IsLoggedInUserIsTeacher',
        'GET',
        `/api/participants/IsLoggedInUserIsTeacher/${teacher.token}`,
        undefined,
        teacher.headers,
      );
      const own = await call(
        'GetParticipantsByUserId (own)',
        'GET',
        `/api/participants/GetParticipantsByUserId/${participant.userId}`,
        undefined,
        participant.headers,
      );
      const parentId = text(field(session.body, 'ParentId')) || parent.userId;
      await call(
        'GetParticipantsByParent',
        'GET',
        `/api/Parent/GetParticipantsByParent/${parentId}/${parent.userId}`,
        undefined,
        parent.headers,
      );
      const added = await call(
        'AddParticipant (new child)',
        'POST',
        '/api/Parent/AddParticipant',
        { EventCode: live?.eventCode ?? '', FirstName: 'Bench', LastName: 'Child', Goal: 350 },
        parent.headers,
      );
      await call(
        'RemoveParticipant',
        'DELETE',
        `/api/Parent/RemoveParticipant/${text(field(added.body, 'ParticipantId'))}`,
        undefined,
        parent.headers,
      );
      await call(
        'AddParticipant (access code)',
        'POST',
        '/api/Parent/AddParticipant',
        { AccessCode: live?.accessCodes[3] ?? '', EventCode: live?.eventCode ?? '' },
        parent.headers,
      );
      const ownParticipantId = text(field(list(own.body)[0], 'ParticipantId')) || participantId;
      await call(
        'AddParticipantTestGroupData',
        'POST',
        '/api/Utilities/AddParticipantTestGroupData',
        {
          GA_UserId: 'GA1.1.bench',
          G_ExperimentId: 'exp-1',
          G_VariantId: '1',
          G_VariantName: 'Mobile layout',
          E_ContainerId: 'GTM-BENCH',
          ParticipantId: ownParticipantId,
        },
        participant.headers,
      );
      await call(
        'JoinEvent (test user)',
        'POST',
        '/api/participants/JoinEvent',
        { EventCode: live?.eventCode },
        tester.headers,
      );
      await call(
        'RecordUnits (teacher, own class)',
        'POST',
        '/api/events/RecordUnits',
        { EventId: eventId, ParticipantId: ownParticipantId, Units: 12 },
        teacher.headers,
      );

      // Organizer: a Thon from creation to completion, with a 600-row import.
      const today = new Date().toISOString().slice(0, 10);
      const thon = await call(
        'CreateThon',
        'POST',
        '/api/events/CreateThon',
        {
          Name: 'Bench Fun Run',
          StartDate: today,
          EndDate: today,
          TimeZone: 'America/Chicago',
          UnitName: 'lap',
          Goal: 20_000,
          MinUnits: 0,
          MaxUnits: 40,
          OrganizationName: 'Bench Elementary',
          OrganizationType: 'Elementary School',
        },
        organizer.headers,
      );
      const thonId = text(field(thon.body, 'EventId'));
      await call('GetMyThons', 'GET', '/api/events/GetMyThons', undefined, organizer.headers);
      await call(
        'UpdateThon',
        'POST',
        '/api/events/UpdateThon',
        { EventId: thonId, Goal: 25_000 },
        organizer.headers,
      );
      const csv = importCsv(600);
      await call(
        'ImportParticipants (600 rows)',
        'POST',
        '/api/events/ImportParticipants',
        { EventId: thonId, Csv: csv },
        organizer.headers,
      );
      await call(
        'ImportParticipants (same 600 again)',
        'POST',
        '/api/events/ImportParticipants',
        { EventId: thonId, Csv: csv },
        organizer.headers,
      );
      const codes = await call(
        'GetThonAccessCodes (600)',
        'GET',
        `/api/events/GetThonAccessCodes/${thonId}`,
        undefined,
        organizer.headers,
      );
      const firstCode = list(codes.body)[0];
      await call(
        'AssignTeamLeader',
        'POST',
        '/api/events/AssignTeamLeader',
        { EventId: thonId, TeamId: text(field(firstCode, 'TeamId')), UserId: teamLeader.userId },
        organizer.headers,
      );
      const teacherEmail = `${password('teacher')?.username ?? ''}@example.com`;
      await call(
        'AssignClassTeacher (by email)',
        'POST',
        '/api/events/AssignClassTeacher',
        { EventId: thonId, TeamId: text(field(firstCode, 'TeamId')), Email: teacherEmail },
        organizer.headers,
      );
      await call(
        'GetThonRoster (600)',
        'GET',
        `/api/events/GetThonRoster/${thonId}`,
        undefined,
        organizer.headers,
      );
      // A Thon goes live once its organization can receive payments: the stand-in approves the
      // account at once, and GetPledgeSettings stores the provider's answer.
      await call(
        'StartPayoutOnboarding',
        'POST',
        `/api/pledges/StartPayoutOnboarding/${thonId}`,
        {},
        organizer.headers,
      );
      await call(
        'GetPledgeSettings',
        'GET',
        `/api/pledges/GetPledgeSettings/${thonId}`,
        undefined,
        organizer.headers,
      );
      await call(
        'ChangeThonStatus (draft→live)',
        'POST',
        '/api/events/ChangeThonStatus',
        { EventId: thonId, Status: 'live' },
        organizer.headers,
      );
      await call(
        'RecordUnits (organizer)',
        'POST',
        '/api/events/RecordUnits',
        { EventId: thonId, ParticipantId: text(field(firstCode, 'ParticipantId')), Units: 20 },
        organizer.headers,
      );
      await call('GetEventPage (600 participants)', 'GET', `/api/events/GetEventPage/${thonId}`);
      await call(
        'GetStudentPage (imported)',
        'GET',
        `/api/participants/GetStudentPage/${text(field(firstCode, 'ParticipantId'))}`,
      );
      // Calls the cost model prices (docs/cost.md): an organizer's pledge list and processing report,
      // a family's share kit and invitation sends, the event day's counting code and screen.
      const importedId = text(field(firstCode, 'ParticipantId'));
      await call(
        'GetThonPledges',
        'GET',
        `/api/pledges/GetThonPledges/${thonId}`,
        undefined,
        organizer.headers,
      );
      await call(
        'GetProcessingReport',
        'GET',
        `/api/pledges/GetProcessingReport/${thonId}`,
        undefined,
        organizer.headers,
      );
      await call(
        'GetShareKit',
        'GET',
        `/api/sharing/GetShareKit/${importedId}`,
        undefined,
        organizer.headers,
      );
      await call(
        'SendEmailInvites',
        'POST',
        '/api/sharing/SendEmailInvites',
        {
          ParticipantId: importedId,
          Recipients: Array.from({ length: 20 }, (_, index) => `bench-invitee-${index}@example.com`),
        },
        { ...organizer.headers, 'idempotency-key': 'bench-email-invites-1' },
      );
      await call(
        'SendSmsInvites',
        'POST',
        '/api/sharing/SendSmsInvites',
        {
          ParticipantId: importedId,
          Recipients: ['3125550101', '3125550102', '3125550103', '3125550104', '3125550105'],
        },
        { ...organizer.headers, 'idempotency-key': 'bench-sms-invites-1' },
      );
      const counting = await call(
        'CreateCountingCode',
        'POST',
        '/api/eventday/CreateCountingCode',
        { EventId: eventId, Label: 'Bench lap line' },
        organizer.headers,
      );
      await call('OpenCountingCode', 'POST', '/api/eventday/OpenCountingCode', {
        EventCode: live?.eventCode,
        Code: text(field(counting.body, 'Code')),
      });
      await call('GetEventDayScreen', 'GET', `/api/eventday/GetEventDayScreen/${live?.eventCode ?? ''}`);
      await call('ClearCache', 'GET', '/api/utilities/clearcache', undefined, admin.headers);
      await call('Logout (parent)', 'GET', '/authentication/logout', undefined, parent.headers);

      // The seeded event again at the end, with the imported 600 participants in the same table.
      loads.push(await load('seeded event, after import', eventId, seededParticipants));
      loads.push(await load('imported event', thonId, 600));

      // Event day: 5,000 pledges on the imported event, then the sums.
      const before = (await send(base, 'GET', `/api/events/GetEventPage/${thonId}`)).body;
      const pledgeLoad = await measurePledgeLoad({
        apiUrl: gateway.url,
        eventId: thonId,
        participantIds: list(codes.body).map((code) => text(field(code, 'ParticipantId'))),
        count: options.pledges,
        concurrency: options.pledgeConcurrency,
        organizerHeaders: organizer.headers,
        raisedCentsBefore: Math.round(Number(field(before, 'Raised') ?? 0) * 100),
      });

      // Then the Thon completes: the local poller and worker charge its per-unit pledges.
      let dynamoDbTotal = 0;
      const unitsTotal = { read: 0, write: 0 };
      const dynamoDbRequests = () => {
        const taken = takeCounts();
        dynamoDbTotal += taken.handler;
        unitsTotal.read += taken.units.handler.read;
        unitsTotal.write += taken.units.handler.write;
        return dynamoDbTotal;
      };
      // Units for everyone first (a per-unit pledge of 0 units would only be marked below minimum).
      const participants = list(codes.body).map((code) => text(field(code, 'ParticipantId')));
      for (const [index, participantId] of participants.entries()) {
        await send(
          base,
          'POST',
          '/api/events/RecordUnits',
          { EventId: thonId, ParticipantId: participantId, Units: 10 + (index % 15) },
          organizer.headers,
        );
      }
      const perUnit = (
        await send(
          base,
          'GET',
          `/api/pledges/GetThonPledges/${thonId}?Kind=PerUnit&PageSize=1`,
          undefined,
          organizer.headers,
        )
      ).body;
      takeCounts();
      const processing = await measureProcessing({
        pledges: Number(field(perUnit, 'Total') ?? 0),
        complete: async () => {
          const answer = await send(
            base,
            'POST',
            '/api/events/ChangeThonStatus',
            { EventId: thonId, Status: 'completed' },
            organizer.headers,
          );
          if (answer.status !== 200) throw new Error(`Completing the Thon answered ${answer.status}`);
        },
        progress: async () => {
          // The report's own reads are taken out of the per-pledge count.
          dynamoDbRequests();
          const report = (
            await send(
              base,
              'GET',
              `/api/pledges/GetProcessingReport/${thonId}`,
              undefined,
              organizer.headers,
            )
          ).body;
          takeCounts();
          return Number(field(report, 'Progress') ?? 0);
        },
        dynamoDbRequests,
        dynamoDbUnits: () => {
          dynamoDbRequests();
          return { ...unitsTotal };
        },
        providerRequests,
      });
      return { calls, loads, pledgeLoad, processing };
    } finally {
      agent.destroy();
      await gateway.stop();
    }
  } finally {
    await stack.stop();
  }
}
