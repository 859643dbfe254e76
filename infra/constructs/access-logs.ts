// The bucket that receives S3 server access logs and CloudFront standard logs.
import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    const { stage } = props;
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs, so the bucket keeps object-writer ownership;
      // log delivery does not support SSE-KMS with an AWS managed key, SSE-S3 it does.
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(stage.accessLogDays) }],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: !stage.isProd,
    });
  }
}
