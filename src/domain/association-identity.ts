import { associationSettingsSchema } from './settings.ts';
import { z } from './zod.ts';

/** What the first administrator is asked on first sign-in: the rest waits in the settings page. */
export const associationSetupSchema = associationSettingsSchema.pick({
  name: true,
  address: true,
  season_start_month: true,
  season_early_weeks: true,
});
export type AssociationSetup = z.infer<typeof associationSetupSchema>;

/** `GET /api/admin/setup`: whether the first sign-in step is still to show, prefilled with what is in force. */
export const associationSetupStateSchema = z.object({
  pending: z.boolean(),
  values: associationSetupSchema,
});
export type AssociationSetupState = z.infer<typeof associationSetupStateSchema>;

/** PNG and JPEG are drawn on the PDFs too; an SVG is shown in pages and mails only (PDFKit cannot draw it). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPE_MESSAGE = 'Le logo doit être une image PNG, JPEG ou SVG';
export const LOGO_TOO_LARGE = 'Le logo ne doit pas dépasser 512 Ko';
/** An SVG whose content could not be kept once its scripts and outside links are removed. */
export const LOGO_SVG_INVALID = 'Ce fichier SVG ne peut pas être lu comme une image';

/** `PUT` and `DELETE /api/admin/settings/logo`: where the logo is now shown from, or null. */
export const associationLogoSchema = z.object({ logo_url: z.string().nullable() });
