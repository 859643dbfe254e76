// A secret a third party issues and an operator puts here (Facebook's app secret, the payment
// provider's API key). CDK creates it with a random placeholder, so whatever needs it fails safe
// until it is set: aws secretsmanager put-secret-value --secret-id <ARN> --secret-string <value>.
// It is rotated where it is issued and then put again, never by a Lambda rotation.
import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

export class OperatorSecret extends Construct {
  readonly secret: Secret;

  constructor(
    scope: Construct,
    id: string,
    props: {
      stage: StageSettings;
      issuedBy: string;
      holds: string;
      /** A name the operator knows it by (the stage file's), instead of a generated one. */
      secretName?: string | undefined;
    },
  ) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      ...(props.secretName ? { secretName: props.secretName } : {}),
      description: `Thon ${props.stage.name}: ${props.holds} (put the value from ${props.issuedBy})`,
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: props.stage.removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: `${props.issuedBy} issues this secret; it is rotated there and then put here, not by a Lambda rotation.`,
    });
  }
}
