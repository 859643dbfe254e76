// The gym's screen on event day (features/eventday-screen): families and runners read it too.
export const spanishEventDayScreen: Record<string, string> = {
  'Event day': 'Día del evento',
  Laps: 'Vueltas',
  Runners: 'Corredores',
  Raised: 'Recaudado',
  Participation: 'Participación',
  Class: 'Clase',
  '{{runners}} of {{participants}}': '{{runners}} de {{participants}}',
  'Classes by laps': 'Clases por vueltas',
  'Classes by participation': 'Clases por participación',
  'Latest laps': 'Últimas vueltas',
  'Lap {{lap}}': 'Vuelta {{lap}}',
  'No laps yet.': 'Todavía no hay vueltas.',
  'No classes yet.': 'Todavía no hay clases.',
  'Reconnecting…': 'Reconectando…',
};
