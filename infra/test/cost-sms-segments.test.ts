// SMS segments (infra/lib/cost/sms-segments.ts): the cost model bills each segment of the
// invitation the product sends, so the count follows the GSM-7 and UCS-2 rules carriers apply.
import { describe, expect, it } from 'vitest';
import { smsSegments, typicalInvitationSms } from '../lib/cost/sms-segments';

describe('SMS segments', () => {
  it('fits 160 GSM characters in one segment and 153 per segment beyond', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts an extension character twice', () => {
    expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('falls to 70 characters, then 67, with one character outside GSM (a curly apostrophe)', () => {
    expect(smsSegments(`${'a'.repeat(69)}’`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}’`)).toBe(2);
  });

  it("takes the invitation's two segments: the default template, the runner's link, the opt-out note", () => {
    const sms = typicalInvitationSms();
    expect(sms).toContain('/student/');
    expect(sms).toContain('Reply STOP');
    expect(smsSegments(sms)).toBe(2);
  });
});
