// Donation amounts and rules, in US dollars (spec section 9; the minimum goal is from section 5).
export const minimumFlatDonation = 5;
export const minimumFlatDonationWhenLive = 10;

export const minimumPerUnitDonation = 0.3;
export const extendedMinimumPerUnitDonation = 5;
export const averagePerUnitDonation = 34;

export const defaultPersonalGoal = 350;
export const minimumGoal = 1;
export const minimumPledge = 1;
export const maxCommissionPercent = 60;

export const paymentProcessingExpense = 2;
export const pendingThresholdPerUnitDonation = 5;

/** Offered as one-tap amounts, largest first. */
export const suggestedPerUnitDonations: readonly number[] = [15, 10, 5, 3, 2];
export const suggestedFlatDonations: readonly number[] = [500, 300, 200, 100, 50];

/** Participants are told to aim for at least this many shares for best results. */
export const shareCountGoal = 20;

/**
 * The platform's commission on an event until a super admin or franchisee user sets its own
 * (product setting; the spec gives only the 60% maximum). Peers take 10 to 15 %.
 */
export const defaultCommissionPercent = 10;
