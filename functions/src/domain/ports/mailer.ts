// Sending one email from the configured sender. The domain renders the subject and bodies; the
// adapter (SES) only delivers them.
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}
