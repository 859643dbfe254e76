// After a pledge stops counting (a refund, a dispute), the participant's prize awards are checked
// again at once (docs/prizes.md): those not handed out whose level the credit no longer reaches
// are voided. A port, so the pledge code only says "this pledge stopped counting" and knows
// nothing of prizes; best effort: it never throws (the nightly lock is the safety net).
export interface PrizeAwardReview {
  creditFell(pledge: { eventId: string; participantId: string }): Promise<void>;
}
