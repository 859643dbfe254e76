// Spanish beside the family-facing wording of student-page-messages.ts, as messages.es.ts is beside
// messages.ts: [English, Spanish] pairs the web's translator looks up by the English (a refusal
// the API sent included). The review's wording is staff-facing and stays English.
import {
  familyPhotosNotAllowed,
  studentPageMessageHasLink,
  studentPageMessageTooLong,
  studentPageNotEditable,
  studentPhotoConsentRequired,
  studentPhotoTypeNotAllowed,
  studentPhotoUploadNotFound,
} from './student-page-messages';

export const spanishStudentPageMessages: readonly (readonly [string, string])[] = [
  [studentPageMessageTooLong, 'Un mensaje puede tener como máximo 280 caracteres.'],
  [
    studentPageMessageHasLink,
    'Deje los enlaces fuera del mensaje: la página de un estudiante no muestra enlaces.',
  ],
  [studentPhotoConsentRequired, 'Confirme que acepta mostrar esta foto en la página.'],
  [familyPhotosNotAllowed, 'Este Thon no permite fotos.'],
  [studentPhotoTypeNotAllowed, 'Elija una foto JPEG, PNG o WebP.'],
  [studentPageNotEditable, 'No puede cambiar la página de este estudiante.'],
  [studentPhotoUploadNotFound, 'No se encontró esta foto. Vuelva a subirla.'],
];
