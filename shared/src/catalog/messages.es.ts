// Spanish beside the catalogue's English (donor pages in English and Spanish). Each entry
// pairs the English message itself (imported, so it stays to the letter in one place and a removed
// message fails to compile) with its Spanish. Only donor-facing messages are translated; anything
// else shows in English. Templated messages give their Spanish with {{0}}, {{1}} standing for the
// arguments as the English renders them (e.g. '$5.00'), so a message the API sent in English can
// be recognised and said in Spanish. Named imports only: a namespace import would keep every
// message in the chunk all pages share.
import {
  cardDeclined,
  cardDeclinedLinkRenewed,
  cardExpired,
  cardInsufficientFunds,
  cardNeedsAuthentication,
  cardNotUsable,
  cardServiceUnreachable,
  changedAtTheSameTime,
  chooseAmount,
  contactFailed,
  contactSent,
  enterRequiredFields,
  fileSizeLimitExceeded,
  fileTypeNotAllowed,
  firstSupporter,
  initialPledgeTooSmall,
  invalidCaptcha,
  invalidEventCode,
  linkCopied,
  linkNotCopied,
  minimumTransactionNotMet,
  mobileNumberLength,
  mustAgreeToTerms,
  noPledgesYet,
  noSuchParticipant,
  noSuchParticipantInEvent,
  oneTimeGiftTooSmall,
  participantsUseAccessCode,
  franchiseSuspendedSignIn,
  participantsNoLongerListed,
  pledgeCancelled,
  pledgeCaptchaRequired,
  pledgeLimitCaptchaRequired,
  pledgeChargeRefusedHelp,
  pledgeConfirmed,
  pledgeLinkInvalid,
  pledgeLinkMissing,
  pledgeManageLinkSent,
  pledgeNotEditable,
  pledgeNotPending,
  pledgeNotRecorded,
  pledgePendingExplained,
  pledgeRateNeedsConfirming,
  pledgeThanks,
  pledgeUpdated,
  pledgesClosed,
  pledgesNeedPayoutAccount,
  pledgesNotLoaded,
  pledgesNotOpenYet,
  selectParticipant,
  socialPostFailed,
  somethingWentWrong,
  textNotWellFormed,
  ticketNotCreated,
  tooManyCardChanges,
  tooManyDeclines,
  tooManyPledges,
  tooManyRequests,
  valueNotValid,
} from './messages';
import { minimumPledge } from './donations';
import { mobileNumberDigits } from './limits';
import { formatDollars } from './money-format';

/** How a templated message renders each argument, to recognise it in an English text. */
export type MessageArgument = 'dollars' | 'number' | 'text';

/** [English, Spanish] */
export const spanishMessages: readonly (readonly [string, string])[] = [
  // The contact form: the spec's own messages.
  [contactSent, 'Su mensaje se envió correctamente.'],
  [contactFailed, '¡Algo salió mal!'],
  [ticketNotCreated, 'No se pudo crear el ticket. Por favor, escriba a soporte por correo electrónico.'],
  [invalidCaptcha, 'Captcha no válido'],
  [fileSizeLimitExceeded, 'Se superó el límite de tamaño de archivo'],
  // The contact form's attachments: the spec's two spaces kept.
  [fileTypeNotAllowed, 'Ese tipo de archivo no está permitido.  Por favor, suba una imagen.'],
  [enterRequiredFields, 'Por favor, complete los campos obligatorios.'],
  [invalidEventCode, 'Lo sentimos, ese código no es válido.'],
  [mustAgreeToTerms, 'Debe aceptar los términos y condiciones.'],
  [mobileNumberLength, `Los números de celular deben tener ${mobileNumberDigits} dígitos.`],
  [minimumTransactionNotMet, `La transacción mínima es de ${formatDollars(minimumPledge)} por promesa.`],
  [selectParticipant, 'Por favor, seleccione un participante.'],
  [cardExpired, 'Esta tarjeta está vencida.'],
  [cardServiceUnreachable, 'No pudimos comunicarnos con el servicio de tarjetas. Inténtelo de nuevo.'],
  [chooseAmount, 'Por favor, elija o escriba una cantidad.'],
  [linkCopied, 'Enlace copiado.'],
  [linkNotCopied, 'No se pudo copiar el enlace. Cópielo desde la barra de direcciones.'],
  [noPledgesYet, 'Todavía no hay promesas.'],
  [noSuchParticipant, 'No existe ese participante.'],
  [participantsNoLongerListed, 'Los participantes ya no se muestran para este Thon. Los totales de arriba incluyen a todos.'],
  [pledgeCancelled, 'Su promesa fue cancelada.'],
  [pledgeChargeRefusedHelp, 'No pudimos cobrar la tarjeta de esta promesa. Dé otra tarjeta y cobraremos su promesa de nuevo de inmediato.'],
  [pledgeConfirmed, 'Su promesa está confirmada. ¡Gracias!'],
  [pledgeLinkMissing, 'Abra el enlace de su correo de la promesa para administrarla.'],
  [pledgeNotEditable, 'Esta promesa ya no se puede cambiar.'],
  [pledgeNotRecorded, 'No se pudo registrar la promesa. Inténtelo de nuevo.'],
  [pledgePendingExplained, 'Su promesa está pendiente: confírmela desde el correo que le enviamos. Cuenta en cuanto lo haga.'],
  [pledgeThanks, '¡Gracias por su promesa!'],
  [pledgeUpdated, 'Su promesa fue actualizada.'],
  [pledgesClosed, 'Este Thon terminó y ya no acepta promesas. ¡Gracias por su apoyo!'],
  [pledgesNotLoaded, 'No se pudieron cargar las promesas. Inténtelo de nuevo.'],
  [socialPostFailed, 'Ocurrió un error y la publicación no se publicó.  Inténtelo más tarde.'],
  [valueNotValid, 'El valor ingresado no es válido'],
  [textNotWellFormed, 'El texto ingresado contiene un carácter que no es válido.'],
  // What the API answers a donor's pledge, card and manage link (shown on the pledge pages).
  [cardDeclined, 'Su tarjeta fue rechazada. Por favor, use otra tarjeta.'],
  [cardInsufficientFunds, 'Su tarjeta no tiene fondos suficientes. Por favor, use otra tarjeta.'],
  [cardNeedsAuthentication, 'Su banco le pide confirmar esta tarjeta, algo que este formulario todavía no puede hacer. Por favor, use otra tarjeta.'],
  [cardNotUsable, 'No se pudo usar esa tarjeta. Revísela o use otra tarjeta.'],
  [tooManyDeclines, 'Demasiadas tarjetas rechazadas. Inténtelo de nuevo en una hora.'],
  [tooManyPledges, 'Demasiadas promesas a la vez. Inténtelo de nuevo en una hora.'],
  [
    pledgeCaptchaRequired,
    'Se probaron muchas tarjetas desde su red. Marque la casilla para demostrar que no es un robot y vuelva a intentarlo.',
  ],
  [
    pledgeLimitCaptchaRequired,
    'Se hicieron muchas promesas desde su red. Marque la casilla para demostrar que no es un robot y vuelva a intentarlo.',
  ],
  [tooManyCardChanges, 'Esta promesa tuvo demasiados cambios de tarjeta hoy. Inténtelo de nuevo mañana.'],
  [
    cardDeclinedLinkRenewed,
    'Su tarjeta fue rechazada. Por su seguridad, este enlace ya no funciona: le enviamos uno nuevo por correo.',
  ],
  [pledgeLinkInvalid, 'Este enlace de promesa no es válido. Use el enlace de su correo más reciente.'],
  [pledgeNotPending, 'Esta promesa no necesita confirmación.'],
  [pledgesNotOpenYet, 'Las promesas se abren cuando este Thon comience.'],
  [pledgesNeedPayoutAccount, 'Este Thon todavía no puede recibir pagos. Inténtelo más tarde.'],
  [noSuchParticipantInEvent, 'No existe ese participante en este evento.'],
  [somethingWentWrong, 'Algo salió mal. Inténtelo de nuevo.'],
  [changedAtTheSameTime, 'Eso se cambió al mismo tiempo. Inténtelo de nuevo.'],
  [tooManyRequests, 'Demasiadas solicitudes desde su red. Espere unos minutos e inténtelo de nuevo.'],
  // Sign-in refusals the login page shows.
  [
    participantsUseAccessCode,
    'Su escuela pide a los participantes que inicien sesión con su código de acceso. Por favor, use el código de acceso de su tarjeta.',
  ],
  [franchiseSuspendedSignIn, 'Su franquicia está suspendida, así que sus cuentas no pueden iniciar sesión. Por favor, comuníquese con el administrador.'],
];

export interface SpanishTemplatedMessage {
  english: (...args: never[]) => string;
  args: readonly MessageArgument[];
  spanish: string;
}

export const spanishTemplatedMessages: readonly SpanishTemplatedMessage[] = [
  { english: firstSupporter, args: ['text'], spanish: '¡Sea el primero en apoyar a {{0}}!' },
  { english: initialPledgeTooSmall, args: ['dollars'], spanish: 'Su promesa inicial debe ser de al menos {{0}}.' },
  { english: oneTimeGiftTooSmall, args: ['dollars'], spanish: 'Las donaciones únicas deben ser de al menos {{0}}.' },
  { english: pledgeManageLinkSent, args: ['text'], spanish: 'Enviamos a {{0}} un enlace para administrar su promesa.' },
  { english: pledgeRateNeedsConfirming, args: ['dollars', 'text'], spanish: 'Una tarifa de más de {{0}} por {{1}} espera su confirmación desde el correo que le enviamos.' },
];
