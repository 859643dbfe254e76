// Spanish beside event day's wording (eventday-messages.ts), as messages.es.ts is beside
// messages.ts: the messages a volunteer or a family on the counting page may read.
import {
  countingCodeExpired,
  countingCodeNotValid,
  countingCodeRevoked,
  lapOpsCount,
  lapTokenInvalid,
  maxLapOpsPerBatch,
  runnerNotFound,
  scanIdInvalid,
  scannedAtInvalid,
} from './eventday-messages';

export const spanishEventDayMessages: readonly (readonly [string, string])[] = [
  [countingCodeNotValid, 'Este código de conteo no es válido.'],
  [countingCodeExpired, 'Este código de conteo ha caducado.'],
  [countingCodeRevoked, 'Este código de conteo fue revocado.'],
  [lapTokenInvalid, 'Esto no es un código de dorsal: tiene 12 letras y dígitos (del 2 al 7).'],
  [lapOpsCount, `Envíe de 1 a ${maxLapOpsPerBatch} escaneos a la vez.`],
  [scanIdInvalid, 'Cada escaneo necesita su propio identificador (un UUID).'],
  [scannedAtInvalid, 'Cada escaneo necesita la hora en que se hizo.'],
  [runnerNotFound, 'Este corredor no está en este Thon.'],
];
