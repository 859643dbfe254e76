// Ready deps for the donor's manage link that only read the pledge (GetPledgeForDonor) or change it
// in the table (CancelPledge, ConfirmPledge): DynamoDB only. A change that may save a card, email
// and queue (UpdatePledge) is wired in donor-pledge-updates.ts, so these bundle no other client.
import type { DonorChangeDeps, DonorReadDeps } from '../domain/pledges/donor-pledge';
import { donorPledgeStore, pledgeReads, thonReads } from '../data/stores/pledges';

export const donorReadDeps: DonorReadDeps = { pledges: pledgeReads, thons: thonReads };

export const donorChangeDeps: DonorChangeDeps = { ...donorReadDeps, donorPledges: donorPledgeStore };
