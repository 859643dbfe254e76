// The table's entities in one place, for repositories: each entity is built on its first use
// (lazy-entity.ts), so a function builds only the few its route touches.
import {
  createGetTransaction,
  createWriteTransaction,
  Service,
  type TransactGetFunction,
  type TransactGetItem,
  type CommittedTransactionResult,
  type TransactWriteFunction,
  type TransactWriteItem,
} from 'electrodb';
import { lazy } from '../platform/clients/lazy';
import { tableConfiguration } from './lazy-entity';
import { accessCodeClaimEntity } from './entities/access-code-claim';
import { creditClaimEntity } from './entities/credit-claim';
import { activityEntity } from './entities/activity';
import { attemptWindowEntity } from './entities/attempt-window';
import { sessionEntity } from './entities/session';
import { eventCodeClaimEntity } from './entities/event-code-claim';
import { eventEntity } from './entities/event';
import { organizationEntity } from './entities/organization';
import { participantEntity } from './entities/participant';
import { settingEntity } from './entities/setting';
import { teamEntity } from './entities/team';
import { userEntity } from './entities/user';
import { usernameClaimEntity } from './entities/username-claim';
import { emailClaimEntity } from './entities/email-claim';
import { providerLinkEntity } from './entities/provider-link';
import { passwordResetEntity } from './entities/password-reset';
import { latestPasswordResetEntity } from './entities/latest-password-reset';
import { ssoHandoffEntity } from './entities/sso-handoff';
import { parentLinkEntity } from './entities/parent-link';
import { parentCounterEntity } from './entities/parent-counter';
import { parentCreationsEntity } from './entities/parent-creations';
import { visitEntity } from './entities/visit';
import { participantClaimEntity } from './entities/participant-claim';
import { teamNameClaimEntity } from './entities/team-name-claim';
import { pledgeEntity } from './entities/pledge';
import { donorPledgeEntity } from './entities/donor-pledge';
import { processingMarkerEntity } from './entities/processing-marker';
import { webhookEventEntity } from './entities/webhook-event';
import { shareInviteEntity } from './entities/share-invite';
import { shareSendEntity } from './entities/share-send';
import { shareSuppressionEntity } from './entities/share-suppression';
import { shareTemplatesEntity } from './entities/share-templates';
import { shareReminderDueEntity } from './entities/share-reminder-due';
import { landingPageEntity } from './entities/landing-page';
import { landingUrlClaimEntity } from './entities/landing-url-claim';
import { captchaSolutionEntity } from './entities/captcha-solution';
import { auditEntryEntity } from './entities/audit-entry';
import { franchiseEntity } from './entities/franchise';
import { territoryCellEntity } from './entities/territory-cell';
import { superAdminCountEntity } from './entities/super-admin-count';
import { calendarFeedEntity } from './entities/calendar-feed';
import { referenceListEntity } from './entities/reference-list';
import { thonAssignmentEntity } from './entities/thon-assignment';
import { testOutboxMessageEntity } from './entities/test-outbox-message';
import { shopOrderEntity } from './entities/shop-order';
import { vendorEntity } from './entities/vendor';
import { vendorMemberEntity } from './entities/vendor-member';
import { productEntity } from './entities/product';
import { stockAdjustmentEntity } from './entities/stock-adjustment';
import { prizeProgrammeEntity } from './entities/prize-programme';
import { prizeNightEntity } from './entities/prize-night';
import { prizeAwardEntity } from './entities/prize-award';
import { prizeCartClaimEntity } from './entities/prize-cart-claim';
import { lapTallyEntity } from './entities/lap-tally';
import { lapTokenClaimEntity } from './entities/lap-token-claim';
import { lapScanEntity } from './entities/lap-scan';
import { countingCodeEntity } from './entities/counting-code';

const entities = {
  organization: organizationEntity,
  event: eventEntity,
  eventCodeClaim: eventCodeClaimEntity,
  team: teamEntity,
  participant: participantEntity,
  accessCodeClaim: accessCodeClaimEntity,
  creditClaim: creditClaimEntity,
  user: userEntity,
  usernameClaim: usernameClaimEntity,
  setting: settingEntity,
  session: sessionEntity,
  activity: activityEntity,
  attemptWindow: attemptWindowEntity,
  emailClaim: emailClaimEntity,
  providerLink: providerLinkEntity,
  passwordReset: passwordResetEntity,
  latestPasswordReset: latestPasswordResetEntity,
  ssoHandoff: ssoHandoffEntity,
  parentLink: parentLinkEntity,
  parentCounter: parentCounterEntity,
  parentCreations: parentCreationsEntity,
  visit: visitEntity,
  participantClaim: participantClaimEntity,
  teamNameClaim: teamNameClaimEntity,
  pledge: pledgeEntity,
  donorPledge: donorPledgeEntity,
  processingMarker: processingMarkerEntity,
  webhookEvent: webhookEventEntity,
  shareInvite: shareInviteEntity,
  shareSend: shareSendEntity,
  shareSuppression: shareSuppressionEntity,
  shareTemplates: shareTemplatesEntity,
  shareReminderDue: shareReminderDueEntity,
  landingPage: landingPageEntity,
  landingUrlClaim: landingUrlClaimEntity,
  captchaSolution: captchaSolutionEntity,
  auditEntry: auditEntryEntity,
  franchise: franchiseEntity,
  territoryCell: territoryCellEntity,
  superAdminCount: superAdminCountEntity,
  calendarFeed: calendarFeedEntity,
  referenceList: referenceListEntity,
  thonAssignment: thonAssignmentEntity,
  testOutboxMessage: testOutboxMessageEntity,
  shopOrder: shopOrderEntity,
  vendor: vendorEntity,
  vendorMember: vendorMemberEntity,
  product: productEntity,
  stockAdjustment: stockAdjustmentEntity,
  prizeProgramme: prizeProgrammeEntity,
  prizeNight: prizeNightEntity,
  prizeAward: prizeAwardEntity,
  prizeCartClaim: prizeCartClaimEntity,
  lapTally: lapTallyEntity,
  lapTokenClaim: lapTokenClaimEntity,
  lapScan: lapScanEntity,
  countingCode: countingCodeEntity,
};

// The event page's collection (one Query for an event, its teams and participants) needs a
// Service; it joins only the three entities in that collection.
const eventPageService = lazy(
  () =>
    new Service(
      { event: eventEntity, team: teamEntity, participant: participantEntity },
      tableConfiguration(),
    ),
);

/** Runs `build` on the entities and notes which ones it touched. */
function recordTouched<I>(build: (recorder: typeof entities) => I): { touched: typeof entities; items: I } {
  const touched: Partial<typeof entities> = {};
  const recorder = new Proxy(entities, {
    get(all, key, receiver) {
      const value: unknown = Reflect.get(all, key, receiver);
      if (typeof key === 'string' && key in all) Object.assign(touched, { [key]: value });
      return value;
    },
  });
  const items = build(recorder);
  return { touched: touched as typeof entities, items };
}

const service = {
  entities,
  // A transaction may span any entities. It is given only those its callback touched, so a
  // cancelled one (whose reasons ElectroDB matches against every entity it was given) still
  // builds no entity the route does not use.
  transaction: {
    write: <T, R extends ReadonlyArray<CommittedTransactionResult<T, TransactWriteItem>>>(
      build: TransactWriteFunction<typeof entities, T, R>,
    ) => {
      const { touched, items } = recordTouched((recorder) =>
        build(recorder as unknown as Parameters<typeof build>[0]),
      );
      return createWriteTransaction(touched, () => items);
    },
    /** Several items of any entities in one TransactGetItems request (a consistent snapshot). */
    get: <T, R extends ReadonlyArray<CommittedTransactionResult<T, TransactGetItem>>>(
      build: TransactGetFunction<typeof entities, T, R>,
    ) => {
      const { touched, items } = recordTouched((recorder) =>
        build(recorder as unknown as Parameters<typeof build>[0]),
      );
      return createGetTransaction(touched, () => items);
    },
  },
  collections: {
    eventPage: (key: { eventId: string }) => eventPageService().collections.eventPage(key),
  },
};

export function thon(): typeof service {
  return service;
}
