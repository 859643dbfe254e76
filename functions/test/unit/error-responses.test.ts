// The one mapping from domain refusals to HTTP: each kind's status and body; anything else a 500
// that reveals nothing of what failed.
import { describe, expect, it } from 'vitest';
import {
  Conflict,
  Failed,
  Forbidden,
  NotFound,
  RuleBroken,
  ServiceUnavailable,
  TooManyAttempts,
  Unauthenticated,
} from '../../src/domain/errors';
import { errorAnswer } from '../../src/platform/error-responses';

describe('error answers', () => {
  it.each([
    [new RuleBroken('Invalid units.'), 400, 'Invalid units.'],
    [new Unauthenticated(), 401, 'Please sign in.'],
    [new Forbidden(), 403, 'You do not have access to this.'],
    [new NotFound(), 404, 'Not found.'],
    [
      new Conflict('Already assigned a Team Leader for this Team.'),
      409,
      'Already assigned a Team Leader for this Team.',
    ],
    [
      new TooManyAttempts('Sign-in is busy right now. Please try again in a moment.'),
      429,
      'Sign-in is busy right now. Please try again in a moment.',
    ],
    [
      new ServiceUnavailable('Sign-in is busy right now. Please try again in a moment.'),
      503,
      'Sign-in is busy right now. Please try again in a moment.',
    ],
    [
      new Failed('There was a problem creating your Thon. Please contact administrator.'),
      500,
      'There was a problem creating your Thon. Please contact administrator.',
    ],
  ])('%s answers %s with its message', (error, statusCode, message) => {
    const answer = errorAnswer(error);
    expect(answer.statusCode).toBe(statusCode);
    expect(answer.body).toEqual({ message });
    expect(answer.fault).toBe(statusCode >= 500);
  });

  it('carries the field issues of a broken rule', () => {
    const issues = [{ path: 'Goal', message: 'The value entered is not valid' }];
    expect(errorAnswer(new RuleBroken('Please review required fields', issues)).body).toEqual({
      message: 'Please review required fields',
      issues,
    });
  });

  it('answers anything else with a plain 500 that leaks nothing', () => {
    const secret = new Error('ConditionalCheckFailed on pk=participant#1234 (table thon-prod)');
    const answer = errorAnswer(secret);
    expect(answer).toEqual({
      statusCode: 500,
      body: { message: 'Something went wrong. Please try again.' },
      fault: true,
    });
    expect(JSON.stringify(answer.body)).not.toContain('thon-prod');
  });
});
