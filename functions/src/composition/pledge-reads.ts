// Ready deps for the pledge area's reads (GetPledgeOptions, GetPledgesByParticipant, GetMyPledges,
// GetThonPledges, GetProcessingReport): the table only.
import { franchiseStore } from '../data/stores/franchises';
import type { MyPledgesDeps } from '../domain/pledges/my-pledges';
import type { ParticipantPledgesDeps } from '../domain/pledges/participant-pledges';
import type { PledgeOptionsDeps } from '../domain/pledges/pledge-options';
import type { ProcessingReportDeps } from '../domain/pledges/processing/processing-report';
import type { ThonPledgesDeps } from '../domain/pledges/thon-pledges';
import { participantAccessReads } from '../data/stores/participants';
import { pledgeListings, pledgeReads, thonReads } from '../data/stores/pledges';
import { systemClock } from '../platform/clock';
import { environmentPrivacySettings } from '../platform/privacy-settings';

export const pledgeReadDeps: MyPledgesDeps & ThonPledgesDeps & ProcessingReportDeps & PledgeOptionsDeps = {
  thons: thonReads,
  franchises: franchiseStore,
  pledges: pledgeReads,
  listings: pledgeListings,
  privacy: environmentPrivacySettings,
  clock: systemClock,
};

export const participantPledgesDeps: ParticipantPledgesDeps = {
  thons: thonReads,
  pledges: pledgeReads,
  access: participantAccessReads,
};
