// Who is who: the Cognito user pool holding password credentials (checked server-side with
// ADMIN_USER_PASSWORD_AUTH), the KMS key that signs session tokens, and the SES sender identity.
import { Duration, Validations } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { EmailIdentity, Identity as SesIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

export interface IdentityProps {
  readonly stage: StageSettings;
  /** Sender address of every email Thon sends. */
  readonly mailFrom: string;
}

export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly signingKey: Key;
  readonly mailFrom: EmailIdentity;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const { stage } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      // Accounts are created by the API (AdminCreateUser), never by self sign-up.
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: false, mutable: true } },
      // The spec's strictest password rule (8+ characters with a digit, a lowercase and an uppercase letter).
      passwordPolicy: {
        minLength: 8,
        requireDigits: true,
        requireLowercase: true,
        requireUppercase: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      // Password reset is Thon's own single-use link sent through SES (spec: valid for 1 hour).
      accountRecovery: AccountRecovery.NONE,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: stage.isProd,
      removalPolicy: stage.removalPolicy,
    });
    this.userPoolClient = this.userPool.addClient('ApiClient', {
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          "The password rule is the spec's strictest variant (8+ characters, digit, lower and upper case); symbols are not required by the spec and would reject passwords it accepts.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The spec defines password, access-code, QR and social sign-in without a second factor.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials plan: Cognito only verifies passwords server-side; Thon issues and revokes its own session tokens.',
      },
    );

    this.signingKey = new Key(this, 'SigningKey', {
      description: `Thon ${stage.name}: signs session tokens (RS256)`,
      keySpec: KeySpec.RSA_2048,
      keyUsage: KeyUsage.SIGN_VERIFY,
      pendingWindow: Duration.days(7),
      removalPolicy: stage.removalPolicy,
    });

    this.mailFrom = new EmailIdentity(this, 'MailFrom', { identity: SesIdentity.email(props.mailFrom) });
  }
}
