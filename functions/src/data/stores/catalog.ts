// The catalogue's settings port (domain/catalog/ports.ts) on the settings item; composition/catalog.ts
// checks the shape, since the data layer does not import the domain.
import { readSetting, settingNames } from '../repositories/settings-repository';

export const catalogSettings = { readReferenceLists: () => readSetting(settingNames.referenceLists) };
