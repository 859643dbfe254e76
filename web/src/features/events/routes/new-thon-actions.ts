// /organizer/thons/new's route action: the create form posts its checked fields here through a
// fetcher; a created Thon is confirmed with a toast and redirects to its page, any failure answers
// thonNotCreated.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { thonNotCreated } from '@thon/shared/catalog/messages';
import { createThon } from '@/features/events/api/create-thon';
import { showToast } from '@/lib/show-toast';

export type CreateThonRequest = { intent: 'create-thon'; thon: Parameters<typeof createThon>[0] };
export type ThonNotCreated = { ok: false; message: string };

export async function newThonAction({ request }: ActionFunctionArgs): Promise<Response | ThonNotCreated> {
  const body = (await request.json()) as CreateThonRequest;
  try {
    const created = await createThon(body.thon);
    showToast('success', `${created.Name} is created.`);
    return redirect(`/organizer/thons/${encodeURIComponent(created.EventId)}`);
  } catch {
    return { ok: false, message: thonNotCreated };
  }
}
