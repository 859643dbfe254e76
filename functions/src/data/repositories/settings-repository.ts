// Site settings stored as JSON text.
import { thon } from '../thon-service';

export const settingNames = { referenceLists: 'referenceLists' } as const;
export type SettingName = (typeof settingNames)[keyof typeof settingNames];

export async function readSetting(name: SettingName): Promise<unknown> {
  const { data } = await thon().entities.setting.get({ name }).go();
  return data ? (JSON.parse(data.value) as unknown) : undefined;
}

export async function writeSetting(name: SettingName, value: unknown): Promise<void> {
  await thon()
    .entities.setting.put({ name, value: JSON.stringify(value), updatedAt: new Date().toISOString() })
    .go();
}
