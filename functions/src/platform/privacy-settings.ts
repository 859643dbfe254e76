// The privacy settings from the functions' environment: PUBLIC_NAMES_RETENTION_DAYS (whole days,
// 0 or more) overrides the catalogue's default; anything else keeps the default, so a typo in a
// deployment never opens or closes the pages by accident.
import { publicNamesRetentionDays } from '@thon/shared/catalog/privacy';
import type { PrivacySettings } from '../domain/ports/privacy-settings';
import { publicNamesRetentionDaysName } from './environment-names';

export const environmentPrivacySettings: PrivacySettings = {
  publicNamesRetentionDays: () => {
    const configured = process.env[publicNamesRetentionDaysName]?.trim();
    if (!configured || !/^\d+$/.test(configured)) return publicNamesRetentionDays;
    return Number(configured);
  },
};
