// Password credentials live only in Cognito; these are the admin calls the API makes.
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from './clients/cognito';
import { setting } from './environment';

/** Creates a confirmed user with a permanent password and no invitation email. */
export async function createPasswordUser(username: string, email: string, password: string): Promise<void> {
  const UserPoolId = setting('userPoolId');
  await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: username, Password: password, Permanent: true }),
  );
}
