// A logger that keeps what a use case reported, in order, by level.
import type { LogFacts, Logger } from '../../../src/domain/ports/logger';

export class RecordingLogger implements Logger {
  readonly entries: { level: 'info' | 'warn' | 'error'; message: string; facts?: LogFacts }[] = [];

  info = (message: string, facts?: LogFacts) => void this.entries.push({ level: 'info', message, facts });
  warn = (message: string, facts?: LogFacts) => void this.entries.push({ level: 'warn', message, facts });
  error = (message: string, facts?: LogFacts) => void this.entries.push({ level: 'error', message, facts });
}
