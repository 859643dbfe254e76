// Stored data: the single DynamoDB table (built from functions' tableDesign) and the private
// uploads bucket that presigned image uploads go to.
import { tableDesign } from '@thon/functions/data/table-design';
import { Aws, Duration } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../lib/stage';

/**
 * Where presigned image uploads land (functions/src/domain/landing-pages/landing-images.ts
 * incomingKey): unchecked bytes, deleted by a lifecycle rule a day later whether confirmed or not.
 */
export const incomingPrefix = 'incoming/';

export interface DataStoreProps {
  readonly stage: StageSettings;
  readonly accessLogs: IBucket;
}

export class DataStore extends Construct {
  readonly table: Table;
  /** The table's name (deterministic: `thon-<stage>`), for grants in other stacks. */
  readonly tableName: string;
  readonly uploads: Bucket;
  /**
   * The uploads bucket's regional virtual-hosted host (`<bucket>.s3.<region>.amazonaws.com`, where
   * presigned uploads go), built from the name given to the bucket rather than from a reference to
   * it, so the CSP can name it without a cycle (the bucket's CORS names the distribution).
   */
  readonly uploadsHost: string;
  /** The uploads bucket's name (deterministic, see uploadsHost). */
  readonly uploadsBucketName: string;

  constructor(scope: Construct, id: string, props: DataStoreProps) {
    super(scope, id);
    const { stage } = props;
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.tableName = `thon-${stage.name}`;
    this.table = new Table(this, 'Table', {
      // Named, so the API stack's grants name it by ARN without a cross-stack reference (cdk-nag
      // acknowledges the index wildcard by that ARN), and a change that would replace it fails.
      tableName: this.tableName,
      partitionKey: key(tableDesign.partitionKey),
      sortKey: key(tableDesign.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: stage.isProd,
      removalPolicy: stage.removalPolicy,
    });
    for (const index of tableDesign.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    // Named (account and region make it unique) so its host is known without referencing the bucket.
    const uploadsBucketName = `thon-${stage.name}-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.uploadsBucketName = uploadsBucketName;
    this.uploadsHost = `${uploadsBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    this.uploads = new Bucket(this, 'Uploads', {
      bucketName: uploadsBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Confirming an upload publishes a re-encoded copy under public/; the upload itself (and
        // any never confirmed) is gone after a day. S3 runs expiry once a day, so "a day" is 1-2.
        { id: 'ExpireIncoming', prefix: incomingPrefix, expiration: Duration.days(1) },
      ],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: !stage.isProd,
    });
  }

  /**
   * Browsers upload straight to the bucket with presigned POSTs from these origins (and only POST:
   * they read images through CloudFront, never from the bucket). The local bootstrap gives the
   * emulator's bucket the same rule with the dev server's origins (functions/dev/bootstrap.ts).
   */
  allowUploadsFrom(origins: readonly string[]): void {
    this.uploads.addCorsRule({
      allowedOrigins: [...new Set(origins)],
      allowedMethods: [HttpMethods.POST],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
