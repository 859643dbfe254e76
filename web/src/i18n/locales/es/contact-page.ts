// The contact page (web/src/features/support), reached from every page's footer; its catalogue
// wording has its Spanish in shared/src/catalog/support-messages.es.ts and messages.es.ts.
export const spanishContactPage: Record<string, string> = {
  'A question about a Thon, a pledge or your account, or something that does not work? Write to us: support answers by email, and you get a copy of your message.':
    '¿Una pregunta sobre un Thon, una promesa o su cuenta, o algo que no funciona? Escríbanos: soporte responde por correo electrónico y usted recibe una copia de su mensaje.',
  'Required.': 'Obligatorio.',
  'From your account.': 'De su cuenta.',
  'Your name': 'Su nombre',
  'Your email': 'Su correo electrónico',
  'Issue type': 'Tipo de problema',
  'The issue types could not be loaded ({{problem}}); your message can still be sent.':
    'No se pudieron cargar los tipos de problema ({{problem}}); aun así puede enviar su mensaje.',
  Subject: 'Asunto',
  Message: 'Mensaje',
  'Attachments (optional)': 'Archivos adjuntos (opcional)',
  'Attached files': 'Archivos adjuntos',
  'Remove {{name}}': 'Quitar {{name}}',
  Remove: 'Quitar',
  '{{count}} file, {{size}} of {{max}}': '{{count}} archivo, {{size}} de {{max}}',
  '{{count}} files, {{size}} of {{max}}': '{{count}} archivos, {{size}} de {{max}}',
  'Sending…': 'Enviando…',
  Send: 'Enviar',
};
