// The donor's pledge pages (web/src/features/pledges): the pledge form, its card entry, the
// confirmation and the manage link's page. Unit names (lap, mile) are the event's data and stay
// as the event gives them. Texts shared with other pages (Email, One-time gift, Pledge, Pledge
// for {{name}}) have their Spanish in those pages' modules.
import { capStatementText } from '@thon/shared/pledges/cap-statement';

export const spanishPledgePages: Record<string, string> = {
  // The pledge page and its form.
  'Loading the pledge form…': 'Cargando el formulario de promesa…',
  'Participant not found': 'Participante no encontrado',
  'How would you like to give?': '¿Cómo le gustaría donar?',
  'Per {{unit}}': 'Por {{unit}}',
  'Suggested amounts per {{unit}}': 'Cantidades sugeridas por {{unit}}',
  'Suggested gifts': 'Donaciones sugeridas',
  'Amount per {{unit}}': 'Cantidad por {{unit}}',
  'Gift amount': 'Cantidad de la donación',
  'Most {{units}} to pay for (optional)': 'Máximo de {{units}} a pagar (opcional)',
  'The Thon counts at most {{count}} {{units}}.': 'El Thon cuenta como máximo {{count}} {{units}}.',
  [capStatementText]: 'como máximo {{units}} {{unitName}} x {{rate}} = {{most}}',
  'Your pledge': 'Su promesa',
  'Cover the {{amount}} processing expense': 'Cubrir el costo de procesamiento de {{amount}}',
  'Where your money goes': 'A dónde va su dinero',
  'You pay at most': 'Usted paga como máximo',
  'You pay': 'Usted paga',
  'The school receives': 'La escuela recibe',
  'Platform commission': 'Comisión de la plataforma',
  'Card processing expense': 'Costo de procesamiento de la tarjeta',
  'About you': 'Sus datos',
  'First name': 'Nombre',
  'Last name': 'Apellido',
  'We email you a receipt and a link to manage your pledge.':
    'Le enviaremos por correo un recibo y un enlace para administrar su promesa.',
  'Mobile number (optional)': 'Número de celular (opcional)',
  'Message (optional)': 'Mensaje (opcional)',
  'Show me as Anonymous on public pages': 'Mostrarme como Anónimo en las páginas públicas',
  'I agree to the terms and conditions': 'Acepto los términos y condiciones',
  Give: 'Donar',
  'Saving your pledge…': 'Guardando su promesa…',
  // FormStatus titles (it translates them itself).
  'Not pledged': 'Promesa no registrada',
  'Not saved': 'No se guardó',

  // Card entry (Stripe's own fields follow the reader's language through its locale).
  'Loading the card form…': 'Cargando el formulario de la tarjeta…',
  // card-entry/stripe-card-entry.tsx on a staging host (spec section 9: payments in test mode).
  'Test mode': 'Modo de prueba',
  'Payments are in test mode on this test site, but this build has a live payment key. Card payments are turned off.':
    'Los pagos están en modo de prueba en este sitio de prueba, pero esta versión tiene una clave de pago real. Los pagos con tarjeta están desactivados.',
  Card: 'Tarjeta',
  'New card': 'Tarjeta nueva',
  'Card number': 'Número de tarjeta',
  Expiry: 'Vencimiento',
  'MM/YY': 'MM/AA',
  'Security code': 'Código de seguridad',
  '3 or 4 digits': '3 o 4 dígitos',
  'Local test mode: use a test card such as 4242 4242 4242 4242.':
    'Modo de prueba local: use una tarjeta de prueba como 4242 4242 4242 4242.',

  // The confirmation page.
  'Thank you': 'Gracias',
  'You pledged {{amount}} per {{unit}} for {{name}} in {{event}}.':
    'Usted prometió {{amount}} por {{unit}} para {{name}} en {{event}}.',
  'You gave {{amount}} to {{name}} in {{event}}.': 'Usted donó {{amount}} a {{name}} en {{event}}.',
  'Pass it on': 'Compártalo',
  'Ask friends and family to support {{name}} too.':
    'Pida a sus amigos y familiares que también apoyen a {{name}}.',
  'Support {{name}} in {{event}}': 'Apoye a {{name}} en {{event}}',

  // The manage link's page.
  '{{amount}} per {{unit}} for {{name}} in {{event}}.': '{{amount}} por {{unit}} para {{name}} en {{event}}.',
  '{{amount}} for {{name}} in {{event}}.': '{{amount}} para {{name}} en {{event}}.',
  'Status: {{status}}': 'Estado: {{status}}',
  'Card ending {{last4}}': 'Tarjeta terminada en {{last4}}',
  'Confirm your pledge': 'Confirme su promesa',
  'Confirm my pledge': 'Confirmar mi promesa',
  'Confirming…': 'Confirmando…',
  'Cancel your pledge': 'Cancele su promesa',
  'Cancel pledge': 'Cancelar la promesa',
  'Cancel your pledge for {{name}}?': '¿Cancelar su promesa para {{name}}?',
  'Nothing will be charged for it.': 'No se le cobrará nada por ella.',
  'Cancelling…': 'Cancelando…',
  'Keep pledge': 'Conservar la promesa',
  'Change your pledge': 'Cambie su promesa',
  'Save changes': 'Guardar cambios',
  'Saving…': 'Guardando…',
  'Cover the processing expense': 'Cubrir el costo de procesamiento',
  'Use another card': 'Usar otra tarjeta',
  'Use another card (now ending {{last4}})': 'Usar otra tarjeta (ahora terminada en {{last4}})',
  'Give another card': 'Dé otra tarjeta',
  'Charge this card': 'Cobrar a esta tarjeta',
  // A pledge's status (components/pledge-labels.ts), as the manage page shows it.
  'Waiting for the donor to confirm': 'Esperando la confirmación del donante',
  Scheduled: 'Programada',
  Charging: 'Cobrándose',
  Paid: 'Pagada',
  'Payment failed': 'El pago falló',
  'Needs the donor’s action': 'Requiere una acción del donante',
  'Below the minimum': 'Por debajo del mínimo',
  'Cash or check received': 'Efectivo o cheque recibido',
  Cancelled: 'Cancelada',
  Refunded: 'Reembolsada',
  'Disputed by the donor’s bank': 'Disputada por el banco del donante',
  'Under review': 'En revisión',

  // The page shown while a page's code loads.
  'Loading…': 'Cargando…',
};
