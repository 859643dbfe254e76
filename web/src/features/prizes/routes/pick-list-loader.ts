// /teacher/class/prizes's data: the teacher's classes (as the class page reads them) and, for each,
// the awards waiting to be handed out (locked, picked or delivered to the class). No class yet
// answers null.
import { loadTeacherClass } from '@/features/participants/api/load-teacher-class';
import { listPrizeAwards, type PrizeAwardWire } from '../api/award-calls';
import { toHandOut } from '../components/pick-print-table';

export interface PickListData {
  thonId: string;
  thonName: string;
  classNames: string[];
  awards: PrizeAwardWire[];
}

export async function loadPickList(signal?: AbortSignal): Promise<PickListData | null> {
  const data = await loadTeacherClass(signal);
  if (!data) return null;
  const thonId = data.Thon.EventId;
  // A teacher names each class of theirs (the API answers one class at a time to a teacher).
  const lists = await Promise.all(
    data.Teams.map((team) => listPrizeAwards({ ThonId: thonId, TeamId: team.TeamId }, signal)),
  );
  return {
    thonId,
    thonName: data.Thon.Name,
    classNames: data.Teams.map((team) => team.Name),
    awards: lists.flatMap((list) => list.Awards).filter((award) => toHandOut.has(award.State)),
  };
}
