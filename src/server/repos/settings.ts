/** Site settings: one document, stored snake_case as the admin form sends it. */
import type { StoredSettings } from '@/shared/types';
import { createJSON, getJSON, setJSON } from '../storage/store';

export const settingsKeys = { settings: 'settings' };

export const readStoredSettings = () => getJSON<Partial<StoredSettings>>(settingsKeys.settings);
export const saveStoredSettings = (input: StoredSettings) => setJSON(settingsKeys.settings, input);
/** False when settings were saved before. */
export const createStoredSettings = (input: StoredSettings) => createJSON(settingsKeys.settings, input);
