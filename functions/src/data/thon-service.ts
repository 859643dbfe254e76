// All entities joined on the one table, so transactions can span them. Created on first use,
// after the environment (table name, endpoint) is known.
import { Service } from 'electrodb';
import { documentClient } from '../platform/clients/dynamodb';
import { setting } from '../platform/environment';
import { accessCodeClaimEntity } from './entities/access-code-claim';
import { eventCodeClaimEntity } from './entities/event-code-claim';
import { eventEntity } from './entities/event';
import { organizationEntity } from './entities/organization';
import { participantEntity } from './entities/participant';
import { settingEntity } from './entities/setting';
import { teamEntity } from './entities/team';
import { userEntity } from './entities/user';
import { usernameClaimEntity } from './entities/username-claim';

function createService() {
  return new Service(
    {
      organization: organizationEntity,
      event: eventEntity,
      eventCodeClaim: eventCodeClaimEntity,
      team: teamEntity,
      participant: participantEntity,
      accessCodeClaim: accessCodeClaimEntity,
      user: userEntity,
      usernameClaim: usernameClaimEntity,
      setting: settingEntity,
    },
    { client: documentClient(), table: setting('tableName') },
  );
}

let service: ReturnType<typeof createService> | undefined;
export function thon(): ReturnType<typeof createService> {
  return (service ??= createService());
}
