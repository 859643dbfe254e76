// Grants narrowed to what the code does: the image functions (landing pages' and shop products')
// may delete only unchecked uploads (incoming/), never a published landing image; families' photo
// functions reach only the pending and published student photos (a family removes its photo); SES may use the bounce topic's key only for this
// account.
import { routeList } from '@thon/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { flatten } from '../constructs/nag-reference';
import { roleOf, roleStatements, type Statement } from './support/role-statements';
import { synthDevStack } from './support/synth-dev-stack';

const { resources } = synthDevStack();
const [uploads] = Object.values(resources).filter(
  (resource) =>
    resource.Type === 'AWS::S3::Bucket' && flatten(resource.Properties.BucketName).includes('-uploads-'),
);
// The API stack names the uploads bucket by its deterministic name (no cross-stack reference in a policy).
const uploadsArn = `arn:<AWS::Partition>:s3:::${flatten(uploads?.Properties.BucketName)}`;

/** The object key patterns (after the bucket ARN) a statement allows. */
function keyPatterns(statement: Statement): string[] {
  return [statement.Resource].flat().map((resource) => {
    const text = flatten(resource);
    expect(text.startsWith(uploadsArn), text).toBe(true);
    return text.slice(uploadsArn.length);
  });
}

function uploadsFunctions() {
  const names = routeList.filter((route) => route.uses?.includes('uploads')).map((route) => route.name);
  const functions = Object.entries(resources).filter(
    ([, resource]) =>
      resource.Type === 'AWS::Lambda::Function' && names.includes(resource.Metadata?.Thon?.Route ?? ''),
  );
  expect(functions.map(([, fn]) => fn.Metadata?.Thon?.Route).sort()).toEqual([...names].sort());
  return functions.map(([, fn]) => ({
    route: fn.Metadata?.Thon?.Route,
    statements: roleStatements(resources, roleOf(fn) ?? ''),
  }));
}

/** A route granted 'student-photos' reaches the families' photos' two prefixes too, nothing more. */
const studentPhotoPatterns = ['/private/student-photos/*.webp', '/public/images/students/*.webp'];
const studentPhotoPatternsOf = (route: string | undefined) =>
  routeList.find((found) => found.name === route)?.uses?.includes('student-photos')
    ? studentPhotoPatterns
    : [];

describe("families' photo functions in the uploads bucket", () => {
  const names = routeList
    .filter((route) => route.uses?.includes('student-photos'))
    .map((route) => route.name);
  const functions = Object.values(resources).filter(
    (resource) =>
      resource.Type === 'AWS::Lambda::Function' && names.includes(resource.Metadata?.Thon?.Route ?? ''),
  );

  it('read, write and delete only pending and published student photos (and incoming/ where they take an upload)', () => {
    expect(functions.map((fn) => fn.Metadata?.Thon?.Route).sort()).toEqual([...names].sort());
    for (const fn of functions) {
      const route = fn.Metadata?.Thon?.Route;
      const statements = roleStatements(resources, roleOf(fn) ?? '');
      const uploads = routeList.find((found) => found.name === route)?.uses?.includes('uploads') === true;
      for (const action of ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']) {
        const patterns = statements
          .filter((statement) => [statement.Action].flat().includes(action))
          .flatMap((statement) => [statement.Resource].flat().map(flatten))
          .filter((resource) => resource.startsWith(uploadsArn))
          .map((resource) => resource.slice(uploadsArn.length));
        const landing = uploads && action !== 's3:DeleteObject' ? ['/public/images/landing/*.webp'] : [];
        expect(patterns.sort(), `${route} ${action}`).toEqual(
          [...studentPhotoPatterns, ...(uploads ? ['/incoming/*'] : []), ...landing].sort(),
        );
      }
      expect(JSON.stringify(statements)).not.toMatch(/"s3:\*"/);
    }
  });
});

describe('image functions in the uploads bucket', () => {
  const functions = uploadsFunctions();
  const allowing = (statements: Statement[], action: string) =>
    statements.filter(
      (statement) =>
        [statement.Action].flat().includes(action) &&
        [statement.Resource].flat().some((resource) => flatten(resource).startsWith(uploadsArn)),
    );

  it("are the landing pages' image and page-editing routes and the shop's product image routes", () => {
    expect(functions.map(({ route }) => route).sort()).toEqual(
      [
        'AddLandingPage',
        'ConfirmImageUpload',
        'ImageUpload',
        'UpdateLandingPage',
        'ProductImageUpload',
        'ConfirmProductImageUpload',
        'StudentPhotoUpload',
        'ConfirmStudentPhotoUpload',
      ].sort(),
    );
  });

  it('delete (and abort uploads) under incoming/ only, so no published landing image can be removed', () => {
    for (const { route, statements } of functions) {
      const photos = studentPhotoPatternsOf(route);
      expect(allowing(statements, 's3:DeleteObject').flatMap(keyPatterns).sort(), route).toEqual(
        ['/incoming/*', ...photos].sort(),
      );
      expect(allowing(statements, 's3:AbortMultipartUpload').flatMap(keyPatterns), route).toEqual([
        '/incoming/*',
      ]);
    }
  });

  it('read and write only incoming/ and published landing images, never the whole bucket', () => {
    for (const { route, statements } of functions) {
      for (const action of ['s3:GetObject', 's3:PutObject']) {
        const patterns = allowing(statements, action).flatMap(keyPatterns);
        expect(patterns.sort(), `${route} ${action}`).toEqual(
          ['/incoming/*', '/public/images/landing/*.webp', ...studentPhotoPatternsOf(route)].sort(),
        );
      }
      expect(JSON.stringify(statements)).not.toMatch(/"s3:\*"/);
    }
  });
});

describe("the bounce topic's KMS key", () => {
  const keys = Object.entries(resources).filter(
    ([id, resource]) => resource.Type === 'AWS::KMS::Key' && id.startsWith('EmailDeliveryFeedbackKey'),
  );

  it('lets SES use it only on behalf of this account (aws:SourceAccount)', () => {
    expect(keys).toHaveLength(1);
    const statements = (
      keys[0]?.[1].Properties.KeyPolicy as { Statement: (Statement & { Principal?: unknown })[] }
    ).Statement;
    const ses = statements.filter((statement) =>
      JSON.stringify(statement.Principal).includes('ses.amazonaws.com'),
    );
    expect(ses.length).toBeGreaterThan(0);
    for (const statement of ses) {
      expect(statement.Condition).toEqual({
        StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
      });
    }
  });
});
