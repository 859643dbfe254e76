// Our Facebook app's secret, with which the API builds the app access token (app id|app secret)
// for Graph debug_token: a social sign-in is accepted only for a token issued to our app
// (functions/src/platform/facebook-graph.ts). CDK creates the secret with a random placeholder
// (sign-in with Facebook fails safe until it is set); the operator puts the real value from the
// Facebook developer console: aws secretsmanager put-secret-value --secret-id <ARN> --secret-string <secret>.
// The app id is public and comes from the context (-c facebookAppId=…).
import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

export class FacebookAppSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Thon ${props.stage.name}: Facebook app secret (put the value from the Facebook developer console)`,
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: props.stage.removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Facebook issues the app secret; it is rotated in the Facebook developer console and then put here, not by a Lambda rotation.',
    });
  }
}
