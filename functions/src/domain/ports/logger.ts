// Structured logs: a message and its facts (ids, reasons; never a secret or card data). A port, so
// the domain does not import the platform's logger and a test can see what a use case reported.
export type LogFacts = Record<string, unknown>;

export interface Logger {
  info(message: string, facts?: LogFacts): void;
  warn(message: string, facts?: LogFacts): void;
  error(message: string, facts?: LogFacts): void;
}
