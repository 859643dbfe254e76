// The latest invocations (newest first): what ran, its outcome and duration, its correlation id
// (the key of its log lines) and each AWS SDK call it made, in order.
import type { DevInvocation } from '../api/get-dev-metrics';
import { formatDuration } from './format-duration';
import { SentAt } from './sent-at';

const kinds: Record<DevInvocation['kind'], string> = { route: 'Route', job: 'Job', worker: 'Worker' };

function failed(outcome: DevInvocation['outcome']): boolean {
  return outcome === 'failed' || (typeof outcome === 'number' && outcome >= 500);
}

export function InvocationList({ invocations }: { invocations: readonly DevInvocation[] }) {
  if (invocations.length === 0) return <p className="empty-state">Nothing has run yet.</p>;
  return (
    <ol className="message-list">
      {invocations.map((invocation, index) => {
        const id = `invocation-${index}`;
        return (
          <li key={`${invocation.correlationId}-${invocation.startedAt}-${invocation.name}`}>
            <article className="message" aria-labelledby={id}>
              <h3 id={id} className="invocation-title">
                {kinds[invocation.kind]} {invocation.name}{' '}
                <span className={failed(invocation.outcome) ? 'invocation-failed' : undefined}>
                  {invocation.outcome}
                </span>
              </h3>
              <dl className="message-meta">
                <dt>Duration</dt>
                <dd>{formatDuration(invocation.durationMs)}</dd>
                <dt>Started</dt>
                <dd>
                  <SentAt iso={invocation.startedAt} />
                </dd>
                <dt>Correlation id</dt>
                <dd>
                  <code>{invocation.correlationId}</code>
                </dd>
              </dl>
              {invocation.calls.length === 0 ? (
                <p className="invocation-calls-none">No AWS calls.</p>
              ) : (
                <ol className="invocation-calls" aria-label={`AWS calls of ${invocation.name}`}>
                  {invocation.calls.map((call, callIndex) => (
                    <li key={callIndex}>
                      {call.service} {call.operation} {formatDuration(call.durationMs)}
                      {call.error !== undefined && <span className="invocation-failed"> {call.error}</span>}
                    </li>
                  ))}
                </ol>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
