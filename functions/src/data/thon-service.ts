// All entities joined on the one table, so transactions can span them. Created on first use,
// after the environment (table name, endpoint) is known.
import { Service } from 'electrodb';
import { documentClient } from '../platform/clients/dynamodb';
import { setting } from '../platform/environment';
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

function createService() {
  return new Service(
    {
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
    },
    { client: documentClient(), table: setting('tableName') },
  );
}

let service: ReturnType<typeof createService> | undefined;
export function thon(): ReturnType<typeof createService> {
  return (service ??= createService());
}
