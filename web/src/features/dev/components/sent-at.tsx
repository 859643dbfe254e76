// When a message was sent: the spec's display format in the viewer's zone, exact in the markup.
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import { browserTimeZone } from '../../../lib/time-zone';

export function SentAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      {Number.isNaN(date.getTime()) ? iso : formatDisplayDateTime(date, browserTimeZone())}
    </time>
  );
}
