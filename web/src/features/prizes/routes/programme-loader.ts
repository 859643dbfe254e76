// /organizer/thons/:eventId/prizes's data: the programme as saved and, for a caller who manages the
// Thon, the shop's products the editor offers (a worker doing event-day work reads the programme
// only: the products it names are copied into it).
import { getPrizeProgramme, listProgrammeProducts, type PrizeProgrammeWire } from '../api/programme-calls';
import { productChoices, type ProductChoice } from '../components/product-choices';

export interface ProgrammePageData {
  programme: PrizeProgrammeWire;
  manages: boolean;
  prizes: ProductChoice[];
  supplies: ProductChoice[];
  /** The caller's role does not browse the shop: only the products the programme holds are offered. */
  shopUnavailable: boolean;
}

export async function loadProgrammePage(
  thonId: string,
  manages: boolean,
  signal?: AbortSignal,
): Promise<ProgrammePageData> {
  const [programme, products] = await Promise.all([
    getPrizeProgramme(thonId, signal),
    manages ? listProgrammeProducts(signal) : Promise.resolve({ prizes: [], supplies: [] }),
  ]);
  const savedPrizes = programme.Levels.flatMap((level) => level.Prizes);
  return {
    programme,
    manages,
    prizes: productChoices(products?.prizes ?? [], savedPrizes),
    supplies: productChoices(products?.supplies ?? [], programme.Supplies),
    shopUnavailable: products === null,
  };
}
