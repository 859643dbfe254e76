// The event page (web/src/features/events) and the goal thermometer it shares with the student page.
export const spanishEventPage: Record<string, string> = {
  'Event not found': 'Evento no encontrado',
  'Pledge for a participant': 'Haga una promesa por un participante',
  'Search by name': 'Buscar por nombre',
  '{{total}} participants': '{{total}} participantes',
  '{{shown}} of {{total}} participants': '{{shown}} de {{total}} participantes',
  '{{count}}; type more of the name to see the rest': '{{count}}; escriba más del nombre para ver el resto',
  'Choose a participant': 'Elija un participante',
  'Chosen: {{name}}': 'Elegido: {{name}}',
  Pledge: 'Prometer',
  'Team leaderboard': 'Clasificación de equipos',
  // A counted text (i18n/plural-forms.ts): i18next picks the form for the count.
  '({{count}} runners)_one': '({{count}} corredor)',
  '({{count}} runners)_other': '({{count}} corredores)',
  Participants: 'Participantes',
  'No participants yet.': 'Todavía no hay participantes.',
  'Find a participant': 'Buscar un participante',
  // The shared pager (components/pager.tsx).
  'Participant pages': 'Páginas de participantes',
  'Supporter pages': 'Páginas de simpatizantes',
  Previous: 'Anterior',
  Next: 'Siguiente',
  'Page {{number}}': 'Página {{number}}',
  'Page {{page}} of {{pageCount}}': 'Página {{page}} de {{pageCount}}',
  'raised of {{goal}} goal': 'recaudados de una meta de {{goal}}',
  'Progress toward the goal': 'Progreso hacia la meta',
  '{{progress}}% of the goal raised': '{{progress}}% de la meta recaudado',
  'Plus about {{amount}} pledged per unit, collected when the run is over.':
    'Más unos {{amount}} prometidos por unidad, que se cobran al terminar la carrera.',
  'Watch the video': 'Ver el video',
};
