import { describe, expect, it } from 'vitest';
import * as donations from '@thon/shared/catalog/donations';
import { isStagingHost } from '@thon/shared/catalog/environment';
import * as interfaceDefaults from '@thon/shared/catalog/interface-defaults';
import * as limits from '@thon/shared/catalog/limits';
import * as timing from '@thon/shared/catalog/timing';
import * as uploads from '@thon/shared/catalog/uploads';

// Each module is compared whole, so a changed or an added constant fails here.
describe('section 9 constants', () => {
  it('donations', () => {
    expect({ ...donations }).toEqual({
      minimumFlatDonation: 5,
      minimumFlatDonationWhenLive: 10,
      minimumPerUnitDonation: 0.3,
      extendedMinimumPerUnitDonation: 5,
      averagePerUnitDonation: 34,
      defaultPersonalGoal: 350,
      minimumGoal: 1,
      minimumPledge: 1,
      maxCommissionPercent: 60,
      paymentProcessingExpense: 2,
      pendingThresholdPerUnitDonation: 5,
      suggestedPerUnitDonations: [15, 10, 5, 3, 2],
      suggestedFlatDonations: [500, 300, 200, 100, 50],
      shareCountGoal: 20,
      // Product setting (the spec gives only the maximum).
      defaultCommissionPercent: 10,
    });
  });

  it('limits', () => {
    expect({ ...limits }).toEqual({
      maxEmailRecipients: 100,
      maxSmsRecipients: 30,
      // Product rule: two full sends of each kind per participant per day.
      dailyEmailInvitesPerParticipant: 200,
      dailySmsInvitesPerParticipant: 60,
      dailyEmailInvitesPerSender: 500,
      dailySmsInvitesPerSender: 120,
      dailyEmailInvitesPerEvent: 20_000,
      dailySmsInvitesPerEvent: 2000,
      teamLeaderboardSize: 4,
      maxParticipantsPerParent: 9,
      mobileNumberDigits: 10,
      pageSize: 5,
      sponsorUpdatePageSize: 5,
      defaultItemsPerPage: 10,
    });
  });

  it('uploads: the enforced image size is 8 MB; the 25,000,000-byte reading is kept, not used', () => {
    const { uploadContentTypeSchema, ...values } = uploads;
    expect(values).toEqual({
      allowedUploadContentTypes: ['image/jpeg', 'image/png', 'application/octet-stream'],
      maxImageMegabytes: 8,
      maxImageBytes: 8_388_608,
      specConstantImageBytes: 25_000_000,
    });
    expect(uploadContentTypeSchema.safeParse('image/png').success).toBe(true);
    expect(uploadContentTypeSchema.safeParse('image/gif').success).toBe(false);
    expect(uploadContentTypeSchema.safeParse('text/html').success).toBe(false);
  });

  it('timing', () => {
    expect({ ...timing }).toEqual({
      captchaLoadDelayMs: 2000,
      passwordResetLinkValidHours: 1,
      passwordResetLinkValidMs: 3_600_000,
      passwordResetLinkValidity: '1 hour',
      processingWindowHours: 2,
      processingWindowMs: 7_200_000,
      toastOptions: {
        durationMs: 5000,
        newestOnTop: true,
        tapToDismiss: true,
        position: 'top-right',
        limit: Number.POSITIVE_INFINITY,
      },
      cookieFallback: { expiryDays: 30, path: '/' },
    });
  });

  it('interface defaults', () => {
    expect({ ...interfaceDefaults }).toEqual({
      ratingMax: 5,
      progressBarMax: 100,
      datepickerDefaults: {
        popupFormat: 'yyyy-MM-dd',
        buttons: { today: 'Today', clear: 'Clear', done: 'Done' },
        yearRange: 20,
      },
      modalZIndex: { backdrop: 1040, window: 1050 },
    });
  });
});

describe('isStagingHost', () => {
  it.each([
    ['localhost', true],
    ['localhost:5173', true],
    ['staging.thon.example.org', true],
    ['admin-staging.thon.example.org', true],
    ['Staging.Thon.example.org', true],
    ['thon.example.org', false],
    ['admin.thon.example.org', false],
    ['127.0.0.1', false],
    ['', false],
  ])('%j → %s', (host, staging) => {
    expect(isStagingHost(host)).toBe(staging);
  });
});
