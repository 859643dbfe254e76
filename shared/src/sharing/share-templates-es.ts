// Our default share templates in Spanish: the same placeholders and the same link as the
// English ones (share-templates.ts), in Latin-American Spanish addressing the reader as usted.
// Names of units come from the event as typed ({UnitName}), so the wording never agrees with them.
import type { ShareTemplates } from './share-templates';

export const spanishShareTemplates: ShareTemplates = {
  EmailSubject: '¿Patrocinaría a {ParticipantName} en {EventName}?',
  EmailBody: [
    '¡Hola!',
    '{ParticipantName} participa en {EventName}, la carrera de recaudación de fondos de nuestra escuela, y quiere llegar hasta {MaxUnits} {UnitName}.',
    'Puede patrocinar a {ParticipantName} con una promesa por cada unidad ({UnitName}) o con una donación única. Cada dólar va a la escuela, y verá exactamente a dónde va antes de pagar.',
    'Patrocine a {ParticipantName} aquí: {EventUrl}',
    '¡Gracias por su apoyo!',
  ].join('\n\n'),
  Sms: '¡{ParticipantName} participa en {EventName}! Patrocine a {ParticipantName} con una promesa por unidad ({UnitName}) o una donación única: {EventUrl}',
  GuestShare:
    'Acabo de patrocinar a {ParticipantName} en {EventName}. Únase a mí y apoye a su escuela: {EventUrl}',
};
