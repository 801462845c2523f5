import type { AssociationSettings } from '../../../domain/settings.ts';

/** The journal's element for the association's settings: there is only one. */
export const SETTINGS_TARGET = { type: 'settings', id: null, label: 'Paramètres de l’association' };

/** The settings as they are stored, one column per value, and as the journal compares them. Settings hold no secret. */
export const settingsColumns = (settings: AssociationSettings) => ({ ...settings });
