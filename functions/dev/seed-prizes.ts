// The demo's prize programme (docs/prizes.md) on the live Thon: three levels built from the demo
// prize supplier's products (a registered level 0, $1 and $3 a lap, the top one a sized T-shirt),
// a class challenge, family photos allowed, a few cash and check gifts so the students' credit
// reaches the levels their awards are at, awards in every state, and one child's family message.
// The gifts go through RecordOfflinePledge's own use case (the raised totals move as an organizer's
// entry moves them); the prize items are written as the programme, the lock and the moves leave
// them. Every write is keyed or conditional, so seeding the same Thon again adds nothing.
import { randomUUID } from 'node:crypto';
import type { Product } from '@thon/shared/api/schemas/shop-catalog';
import type { AwardState } from '@thon/shared/prizes/award-states';
import { defaultPrizeDivisor } from '@thon/shared/prizes/prize-credit';
import { offlinePledgeDeps } from '../src/composition/offline-pledges';
import type { Caller } from '../src/domain/caller';
import { recordOfflinePledge } from '../src/domain/pledges/offline-pledge';
import { uncountedMetrics } from '../src/domain/ports/business-metrics';
import { eventEntity } from '../src/data/entities/event';
import { participantEntity } from '../src/data/entities/participant';
import { prizeAwardEntity } from '../src/data/entities/prize-award';
import { prizeProgrammeEntity } from '../src/data/entities/prize-programme';
import { listParticipantsOfEvent } from '../src/data/repositories/participants-repository';
import { unlessConditionFails } from '../src/data/repositories/write-transaction';

type LevelKey = 'registered' | 'oneALap' | 'threeALap';

/** The levels, lowest first: name, rate per lap in cents and the prizes (product names, quantity). */
const demoLevels: { key: LevelKey; name: string; thresholdPerUnitCents: number; prizes: string[] }[] = [
  { key: 'registered', name: 'Registered runner', thresholdPerUnitCents: 0, prizes: ['Sticker Sheet'] },
  { key: 'oneALap', name: 'Glow Bracelet', thresholdPerUnitCents: 100, prizes: ['Glow Bracelet'] },
  {
    key: 'threeALap',
    name: 'Top Runner',
    thresholdPerUnitCents: 300,
    prizes: ['Top Runner T-Shirt', 'Mini Trophy'],
  },
];

/** The per-participant supply the calculator orders with the prizes (one medal each). */
const demoSupplies = ['Finisher Medal'];

export const demoChallenge = {
  name: 'Four out of five runners sponsored',
  metric: 'participation' as const,
  target: 80,
  reward: 'Extra recess',
};

/** Shown on Ava's student page (she is the demo parent's first child and the demo participant). */
export const demoPageMessage =
  'Ava is running for new library books this spring. Thank you for cheering her on!';

/**
 * Who was given what (cash or a check, whole dollars: credit = amount, $30 = $1 a lap), and the
 * state of each of their awards. Olivia's $3 award is void: it stands for a gift that was refunded
 * before the prizes were handed out (the demo keeps no refunded gift), so her credit fell below it.
 */
const demoStudents: {
  firstName: string;
  gift?: { dollars: number; method: 'Cash' | 'Check'; donor: string };
  awards: Partial<Record<LevelKey, AwardState>>;
}[] = [
  {
    firstName: 'Ava',
    gift: { dollars: 30, method: 'Cash', donor: 'Grandma Johnson' },
    awards: { registered: 'handedOut', oneALap: 'delivered' },
  },
  {
    firstName: 'Liam',
    gift: { dollars: 90, method: 'Check', donor: 'Smith Family' },
    awards: { registered: 'handedOut', oneALap: 'handedOut', threeALap: 'picked' },
  },
  // No gift yet: the prizes journey (tests/e2e) has a donor pledge $1 a lap to him.
  { firstName: 'Noah', awards: { registered: 'delivered' } },
  {
    firstName: 'Emma',
    gift: { dollars: 45, method: 'Check', donor: 'Brown Family' },
    awards: { registered: 'picked', oneALap: 'locked' },
  },
  {
    firstName: 'Olivia',
    gift: { dollars: 30, method: 'Cash', donor: 'Davis Family' },
    awards: { registered: 'locked', oneALap: 'locked', threeALap: 'void' },
  },
  { firstName: 'Lucas', awards: { registered: 'locked' } },
];

/** The moves that lead to a state, in order (a void award was locked first). */
const pathTo: Record<AwardState, AwardState[]> = {
  locked: ['locked'],
  picked: ['locked', 'picked'],
  delivered: ['locked', 'picked', 'delivered'],
  handedOut: ['locked', 'picked', 'delivered', 'handedOut'],
  void: ['locked', 'void'],
};

type ProgrammeLevel = {
  levelId: string;
  name: string;
  thresholdPerUnitCents: number;
  pictureUrl?: string;
  prizes: {
    productId: string;
    vendorId: string;
    productName: string;
    vendorName: string;
    imageUrl?: string;
    sized: boolean;
    quantity: number;
  }[];
};

function prizeOf(product: Product): ProgrammeLevel['prizes'][number] {
  const imageUrl = product.Images[0];
  return {
    productId: product.ProductId,
    vendorId: product.VendorId,
    productName: product.Name,
    vendorName: product.VendorName,
    ...(imageUrl ? { imageUrl } : {}),
    sized: product.Variants.some((variant) => variant.Size !== undefined),
    quantity: 1,
  };
}

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The programme as saved the first time; the stored one when the Thon has one already. */
async function seedProgramme(
  thonId: string,
  organizerId: string,
  products: Record<string, Product>,
): Promise<Record<LevelKey, ProgrammeLevel>> {
  const productNamed = (name: string) => {
    const product = products[name];
    // A level names prizes only (SavePrizeProgramme refuses other products).
    if (!product?.IsPrize) throw new Error(`Seeding prizes needs the prize ${name}`);
    return product;
  };
  const levels = demoLevels.map(({ key, prizes, ...level }) => {
    const prizeItems = prizes.map((name) => prizeOf(productNamed(name)));
    const pictureUrl = prizeItems[0]?.imageUrl;
    return {
      key,
      level: { levelId: randomUUID(), ...level, ...(pictureUrl ? { pictureUrl } : {}), prizes: prizeItems },
    };
  });
  const at = new Date().toISOString();
  await unlessConditionFails(
    prizeProgrammeEntity
      .create({
        eventId: thonId,
        mode: 'cumulative',
        divisor: defaultPrizeDivisor,
        levels: levels.map(({ level }) => level),
        supplies: demoSupplies.map((name) => prizeOf(productNamed(name))),
        version: 1,
        challenges: [{ challengeId: randomUUID(), ...demoChallenge }],
        challengesVersion: 1,
        updatedAt: at,
        updatedByUserId: organizerId,
      })
      .go(),
  );
  // Whichever programme stands now (this one, or the one an earlier seed wrote) gives the levels.
  const { data: stored } = await prizeProgrammeEntity.get({ eventId: thonId }).go();
  if (!stored) throw new Error('Seeding the prize programme failed');
  const byName = new Map(stored.levels.map((level) => [level.name, level]));
  const keyed = Object.fromEntries(
    demoLevels.map(({ key, name }) => {
      const level = byName.get(name);
      if (!level) throw new Error(`The demo programme has no level ${name}`);
      return [key, level];
    }),
  );
  return keyed as Record<LevelKey, ProgrammeLevel>;
}

export async function seedPrizes(
  thonId: string,
  organizer: Caller,
  products: Record<string, Product>,
): Promise<void> {
  const levels = await seedProgramme(thonId, organizer.userId, products);
  // Family photos are allowed on the demo Thon (off by default elsewhere).
  await eventEntity.patch({ eventId: thonId }).set({ familyPhotosAllowed: true }).go();

  const participants = await listParticipantsOfEvent(thonId);
  const lockedAt = new Date(Date.now() - 86_400_000).toISOString();
  for (const student of demoStudents) {
    const participant = participants.find(
      (candidate) => candidate.firstName === student.firstName && !candidate.awaitingApproval,
    );
    if (!participant) throw new Error(`Seeding prizes needs the student ${student.firstName}`);
    if (student.gift) {
      // Keyed: seeding again answers the stored gift instead of recording a second one.
      // Demo data is not business: it counts nothing.
      await recordOfflinePledge(
        { ...offlinePledgeDeps, metrics: uncountedMetrics },
        organizer,
        {
          ParticipantId: participant.participantId,
          Amount: student.gift.dollars,
          Method: student.gift.method,
          DonorName: student.gift.donor,
          Anonymous: false,
        },
        `demo-prizes-${participant.participantId}`,
      );
    }
    for (const [key, state] of Object.entries(student.awards) as [LevelKey, AwardState][]) {
      const level = levels[key];
      const items = level.prizes.map((prize) => ({
        productId: prize.productId,
        productName: prize.productName,
        quantity: prize.quantity,
        ...(prize.sized && participant.shirtSize ? { sizeCode: participant.shirtSize } : {}),
      }));
      const history = pathTo[state].map((step) => ({
        state: step,
        at: lockedAt,
        byUserId: step === 'locked' || step === 'void' ? 'system' : organizer.userId,
      }));
      await unlessConditionFails(
        prizeAwardEntity
          .create({
            eventId: thonId,
            teamId: participant.teamId,
            participantId: participant.participantId,
            levelId: level.levelId,
            levelName: level.name,
            thresholdPerUnitCents: level.thresholdPerUnitCents,
            firstName: participant.firstName,
            lastName: participant.lastName,
            items,
            state,
            // The registered level locked on the first night, the others two nights ago.
            night: key === 'registered' ? isoDate(-7) : isoDate(-2),
            lockedAt,
            ...(state === 'void' ? { voidReason: 'creditFell' } : {}),
            history,
            version: history.length,
          })
          .go(),
      );
    }
  }

  // The demo child's family message, shown on her student page.
  const ava = participants.find((candidate) => candidate.firstName === 'Ava');
  if (!ava) throw new Error('Seeding the family message needs Ava');
  await participantEntity
    .patch({ participantId: ava.participantId })
    .set({ pageMessage: demoPageMessage, pageMessageHidden: false })
    .go();
}
