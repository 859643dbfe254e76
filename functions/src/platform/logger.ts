// Structured JSON logs with the request id as correlation id (Powertools). The level comes
// from POWERTOOLS_LOG_LEVEL (INFO by default; the local stack sets WARN to keep the terminal calm).
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'thon' });
