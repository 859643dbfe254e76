// The email bodies' renderer is the domain's (domain/email-body.ts: it holds no I/O); re-exported
// for the adapters and modules that still import it from here.
export * from '../domain/email-body';
