// The deployment's privacy settings: PUBLIC_NAMES_RETENTION_DAYS in whole days overrides the
// catalogue's default; anything else keeps the default.
import { afterEach, describe, expect, it } from 'vitest';
import { publicNamesRetentionDays } from '@thon/shared/catalog/privacy';
import { publicNamesRetentionDaysName } from '../../src/platform/environment-names';
import { environmentPrivacySettings } from '../../src/platform/privacy-settings';

afterEach(() => {
  Reflect.deleteProperty(process.env, publicNamesRetentionDaysName);
});

describe('environmentPrivacySettings', () => {
  it('takes the period from PUBLIC_NAMES_RETENTION_DAYS; anything but whole days keeps the default', () => {
    expect(environmentPrivacySettings.publicNamesRetentionDays()).toBe(publicNamesRetentionDays);
    process.env[publicNamesRetentionDaysName] = '0';
    expect(environmentPrivacySettings.publicNamesRetentionDays()).toBe(0);
    process.env[publicNamesRetentionDaysName] = ' 90 ';
    expect(environmentPrivacySettings.publicNamesRetentionDays()).toBe(90);
    for (const invalid of ['', '-1', '2.5', 'thirty']) {
      process.env[publicNamesRetentionDaysName] = invalid;
      expect(environmentPrivacySettings.publicNamesRetentionDays()).toBe(publicNamesRetentionDays);
    }
  });
});
