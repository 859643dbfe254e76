// The invitation and reminder wording recipients read, in Spanish beside the English of
// sharing-messages.ts. The SMS keeps the keyword STOP: carriers and SNS act on it as written.
export const smsOptOutNote = 'Responda STOP para no recibir más mensajes.';
export const inviteEmailFooter =
  'Recibió este correo porque alguien le invitó a apoyar a un participante en Thon. Nunca compartimos su dirección.';
export const unsubscribeLinkLabel = 'Cancelar la suscripción a estas invitaciones';
export const reminderSubject = (participant: string, event: string) =>
  `${event} termina pronto: todavía hay tiempo para patrocinar a ${participant}`;
export const reminderBody = (participant: string, event: string, endDate: string) =>
  `${event} termina el ${endDate}. A ${participant} le encantaría contar con su apoyo antes de esa fecha.`;
export const reminderLinkLabel = (participant: string) => `Patrocine a ${participant}`;
