// An event's share templates; undefined while it uses the defaults.
import type { EntityItem } from 'electrodb';
import type { shareTemplatesEntity } from '../entities/share-templates';
import { thon } from '../thon-service';

export type ShareTemplatesRecord = EntityItem<typeof shareTemplatesEntity>;

export async function getShareTemplates(eventId: string): Promise<ShareTemplatesRecord | undefined> {
  const { data } = await thon().entities.shareTemplates.get({ eventId }).go();
  return data ?? undefined;
}

/** Saves the templates with the next version (ADD 1, so concurrent saves get distinct versions). */
export async function saveShareTemplates(
  templates: Omit<ShareTemplatesRecord, 'version'>,
): Promise<ShareTemplatesRecord> {
  const { eventId, ...fields } = templates;
  const { data } = await thon()
    .entities.shareTemplates.upsert({ eventId, ...fields })
    .add({ version: 1 })
    .go({ response: 'all_new' });
  return data as ShareTemplatesRecord;
}
