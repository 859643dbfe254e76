// The Spanish of prize-donor-messages.ts, prize-event-messages.ts and family-page-messages.ts, keyed
// by their English (the web's translation looks texts
// up by their English). Level, prize, class and challenge names are the organizer's words and
// stay as written; so does the unit's name, as on the rest of the donor pages.
import { familyPageTexts as family } from './family-page-messages';
import { prizeDonorTexts as card } from './prize-donor-messages';
import { prizeEventTexts as event } from './prize-event-messages';

export const spanishPrizeDonorTexts: Record<string, string> = {
  [card.prizeCardHeading]: 'Nivel de premio',
  [card.levelReached]: 'Nivel alcanzado: {{level}}',
  [card.nextLevel]: '{{perUnit}} más por {{unit}}, o {{once}} de una vez, para llegar a {{level}}',
  [card.topLevelReached]: 'Nivel más alto alcanzado',
  [card.familyMessageFrom]: 'Un mensaje de la familia de {{name}}',
  [card.photoOf]: 'Foto de {{name}}',
  [event.prizesHeading]: 'Premios',
  [event.howPrizesWork]:
    'Cómo funcionan los premios: {{once}} donados de una vez cuentan como {{perUnit}} por {{unit}}.',
  [event.everyLevelEarned]: 'Cada nivel alcanzado gana sus premios.',
  [event.topLevelEarned]: 'Cada corredor recibe los premios del nivel más alto que alcance.',
  [event.levelThreshold]: '{{amount}} por {{unit}}',
  [event.registeredLevel]: 'Todo corredor inscrito',
  [event.prizesLoading]: 'Cargando los premios…',
  [event.prizesNotLoaded]: 'No se pudieron cargar los premios.',
  [event.challengesHeading]: 'Desafíos de clase',
  [event.challengeReward]: 'Recompensa: {{reward}}',
  [event.participationGoal]: 'Meta: {{target}}% de la clase con una promesa',
  [event.donorsGoal]: 'Meta: {{target}} donantes',
  [event.perChildGoal]: 'Meta: {{target}} por estudiante',
  [event.raisedGoal]: 'Meta: {{target}} recaudados',
  [event.participationFigure]: '{{value}}% con una promesa',
  [event.donorsFigure]: 'Donantes: {{value}}',
  [event.perChildFigure]: '{{value}} por estudiante',
  [event.raisedFigure]: '{{value}} recaudados',
  [event.classProgress]: '{{team}}: progreso hacia {{challenge}}',
  [event.challengeMet]: 'Cumplido',
  [family.messageHeading]: 'Su mensaje en la página de {{name}}',
  [family.messageLabel]: 'Mensaje',
  [family.messageCounter]: '{{used}} de {{max}} caracteres',
  [family.saveMessage]: 'Guardar el mensaje',
  [family.removeMessage]: 'Quitar el mensaje',
  [family.messageSaved]: 'Su mensaje se guardó.',
  [family.messageRemoved]: 'Su mensaje se quitó.',
  [family.messageHidden]: 'Ocultado por el organizador',
  [family.photoHeading]: 'Foto en la página de {{name}}',
  [family.photoConsent]: 'Acepto que esta foto se muestre en la página de {{name}}',
  [family.photoConsentHint]:
    'Marque la casilla primero: la foto se muestra solo después de que el organizador la apruebe.',
  [family.choosePhoto]: 'Elegir una foto',
  [family.photoFileHint]:
    'Una foto JPEG, PNG o WebP de hasta {{megabytes}} MB. Se quitan la ubicación y los datos de la cámara.',
  [family.uploadingPhoto]: 'Subiendo la foto',
  [family.cancelUpload]: 'Cancelar la subida',
  [family.checkingPhoto]: 'Revisando la foto…',
  [family.photoPending]: 'Esperando la aprobación del organizador',
  [family.photoApproved]: 'Se muestra en la página',
  [family.photoRejected]: 'El organizador no aprobó esta foto.',
  [family.removePhoto]: 'Quitar la foto',
  [family.photoSent]: 'La foto se envió para su aprobación.',
  [family.photoRemoved]: 'La foto se quitó.',
  [family.photoUploadCancelled]: 'Se canceló la subida.',
  [family.photoUploadFailed]: 'No se pudo subir la foto. Inténtelo de nuevo.',
};
