// What the prize calculator uses, as ports: the Thon and its roster, pledges and programme, the
// franchise's earlier Thons, the products on sale, the awards, the caller's scope and the clock; the
// carts use case adds the shop's cart ports and the key -> carts claims. Composition wires them
// (composition/prize-calculator.ts).
import type { PrizeAwardRecord } from '../../data/repositories/prize-awards-repository';
import type { PrizeCartClaimRecord } from '../../data/repositories/prize-calculator-repository';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { ThonScopeReads } from '../access/caller-scope';
import type { FranchiseStore } from '../franchises/ports';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { CartPorts } from '../shop-orders/ports';

export interface CalculatorReads {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getOrganization(organizationId: string): Promise<OrganizationRecord | undefined>;
  getPrizeProgramme(eventId: string): Promise<PrizeProgrammeRecord | undefined>;
  listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]>;
  listPledgesOfEvent(eventId: string): Promise<PledgeRecord[]>;
  /** A franchise's (or 'direct') Thons that started before a date, newest first, bounded. */
  listThonsOfFranchiseBefore(franchiseKey: string, startDate: string): Promise<EventRecord[]>;
  getProducts(productIds: readonly string[]): Promise<ProductRecord[]>;
  listPrizeAwards(eventId: string): Promise<Pick<PrizeAwardRecord, 'levelId' | 'state'>[]>;
}

export interface CalculatorPorts {
  reads: CalculatorReads;
  callers: ThonScopeReads;
  franchises: Pick<FranchiseStore, 'getFranchise'>;
  clock: Clock;
}

export interface PrizeCartClaims {
  getPrizeCartClaim(userId: string, keyHash: string): Promise<PrizeCartClaimRecord | undefined>;
  createPrizeCartClaim(claim: PrizeCartClaimRecord): Promise<boolean>;
  takeOverPrizeCartClaim(
    key: Pick<PrizeCartClaimRecord, 'userId' | 'keyHash'>,
    run: { runId: string; leaseUntil: string },
    nowIso: string,
  ): Promise<boolean>;
  recordPrizeCart(
    key: Pick<PrizeCartClaimRecord, 'userId' | 'keyHash'>,
    runId: string,
    cart: { vendorId: string; orderId: string },
  ): Promise<boolean>;
  finishPrizeCartClaim(
    key: Pick<PrizeCartClaimRecord, 'userId' | 'keyHash'>,
    runId: string,
  ): Promise<boolean>;
}

export interface CalculatorCartPorts extends CalculatorPorts {
  claims: PrizeCartClaims;
  carts: CartPorts;
  ids: Ids;
}
