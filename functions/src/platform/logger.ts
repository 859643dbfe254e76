// Structured JSON logs with the request id as correlation id (Powertools). The level comes
// from POWERTOOLS_LOG_LEVEL (INFO by default; the local stack sets WARN to keep the terminal calm).
import { Logger } from '@aws-lambda-powertools/logger';
import type { Logger as DomainLogger } from '../domain/ports/logger';

export const logger = new Logger({ serviceName: 'thon' });

/** The domain's Logger port (domain/ports/logger.ts) on Powertools. */
export const powertoolsLogger: DomainLogger = {
  info: (message, facts) => logger.info(message, facts ?? {}),
  warn: (message, facts) => logger.warn(message, facts ?? {}),
  error: (message, facts) => logger.error(message, facts ?? {}),
};
