// Spanish beside the contact form's wording (support-messages.ts), as messages.es.ts is beside
// messages.ts: [English, Spanish] pairs and templated entries recognised by pattern.
import { maxAttachmentMegabytes, maxAttachments } from './support';
import type { SpanishTemplatedMessage } from './messages.es';
import {
  attachmentLimitNote,
  attachmentTypeNotAllowed,
  captchaLoadFailed,
  captchaNotSolved,
  issueTypeNotOffered,
  tooManyAttachments,
  tooManyContactMessages,
} from './support-messages';

export const spanishSupportMessages: readonly (readonly [string, string])[] = [
  [
    attachmentLimitNote,
    `Adjunte imágenes PNG o JPEG, PDF o archivos de texto (.txt, .log): como máximo ${maxAttachments} archivos y ${maxAttachmentMegabytes} MB en total, lo más que un mensaje puede llevar por nuestros servidores.`,
  ],
  [tooManyAttachments, `Adjunte como máximo ${maxAttachments} archivos.`],
  [issueTypeNotOffered, 'Elija uno de los tipos de problema de la lista.'],
  [captchaNotSolved, 'Marque la casilla para demostrar que no es un robot.'],
  [captchaLoadFailed, 'No se pudo cargar el captcha. Vuelva a cargar la página.'],
  [
    tooManyContactMessages,
    'Se enviaron muchos mensajes desde su red. Vuelva a intentarlo dentro de 15 minutos.',
  ],
];

export const spanishTemplatedSupportMessages: readonly SpanishTemplatedMessage[] = [
  {
    english: attachmentTypeNotAllowed,
    args: ['text'],
    spanish:
      'No se puede adjuntar {{0}}: solo se aceptan imágenes PNG y JPEG, PDF y archivos de texto (.txt, .log).',
  },
];
