// The counting page (web/src/features/eventday-counting): volunteers and families count laps on it,
// so it reads in Spanish as the donor pages do.
export const spanishEventDayCounting: Record<string, string> = {
  'Count laps': 'Contar vueltas',
};
