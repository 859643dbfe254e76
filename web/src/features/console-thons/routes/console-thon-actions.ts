// The console's Thons list action: a Thon's commission saved (UpdatePledgeSettings, which decides
// who may and audits the change); the API's refusal comes back as an outcome the row shows.
import type { ActionFunctionArgs } from 'react-router';
import { thonCommissionSaved } from '@thon/shared/catalog/console-change-messages';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { saveThonCommission } from '../api/console-thon-calls';

export type ConsoleThonActionRequest = {
  intent: 'set-commission';
  eventId: string;
  name: string;
  percent: number;
};

export type ConsoleThonOutcome = { ok: true; message: string } | Refused;

export async function consoleThonAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as ConsoleThonActionRequest;
  return refusedOr<ConsoleThonOutcome>(async () => {
    const percent = await saveThonCommission(body.eventId, body.percent);
    return { ok: true, message: thonCommissionSaved(body.name, percent) };
  });
}
