// The counting page (web/src/features/eventday-counting): volunteers and families count laps on it,
// so it reads in Spanish as the donor pages do. The server's messages it shows (a refused counting
// code) have their Spanish in shared/src/catalog/eventday-messages.es.ts.
export const spanishEventDayCounting: Record<string, string> = {
  'Count laps': 'Contar vueltas',
  'Counting as {{name}}': 'Contando como {{name}}',
  Online: 'En línea',
  Offline: 'Sin conexión',
  '{{waiting}} waiting to sync': '{{waiting}} en espera de sincronizar',
  'The scans on this phone are kept and sent once counting is allowed again.':
    'Los escaneos de este teléfono se guardan y se envían cuando se pueda volver a contar.',
  'Use another counting code': 'Usar otro código de conteo',
  'Scan a bib to count a lap.': 'Escanee un dorsal para contar una vuelta.',
  Counted: 'Contada',
  'Already counted': 'Ya contada',
  'Over the maximum: kept, not counted': 'Por encima del máximo: guardada, no contada',
  'Not one of your classes': 'No es de sus clases',
  'Unknown bib': 'Dorsal desconocido',
  'Counting is closed for this runner': 'El conteo está cerrado para este corredor',
  Undone: 'Deshecha',
  'Too late to undo': 'Demasiado tarde para deshacer',
  'This scan was not found': 'No se encontró este escaneo',
  'Scanned: the runner list is not loaded yet': 'Escaneado: la lista de corredores aún no se ha cargado',
  'Lap {{laps}}': 'Vuelta {{laps}}',
  'Saved on this phone': 'Guardado en este teléfono',
  Undo: 'Deshacer',
  Camera: 'Cámara',
  'Start camera': 'Encender la cámara',
  'Stop camera': 'Apagar la cámara',
  'The camera could not start. Allow the camera for this page, or use a scanner or Count by name.':
    'La cámara no pudo encenderse. Permita la cámara para esta página, o use un escáner o Contar por nombre.',
  'Scanner or bib code': 'Escáner o código del dorsal',
  Count: 'Contar',
  'Count by name': 'Contar por nombre',
  'First name or class': 'Nombre o clase',
  'No runner matches.': 'Ningún corredor coincide.',
  'Count {{name}} ({{team}})': 'Contar a {{name}} ({{team}})',
  'To count laps, scan the counting code your Thon’s organizer gives you with this phone’s camera: it opens this page ready to count.':
    'Para contar vueltas, escanee con la cámara de este teléfono el código de conteo que le da el organizador del Thon: abre esta página lista para contar.',
  'Teachers and organizers can log in instead.':
    'Los maestros y organizadores pueden iniciar sesión en su lugar.',
};
