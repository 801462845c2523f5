import { ENTRY_KIND_LABELS } from '../../../domain/accounting.ts';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { formatDate } from '../../lib/format.ts';

/** « Dépense n° 12 du 03/10/2026 »: how a row is named, to a screen reader and in a confirmation. */
export const entryName = (entry: Pick<Entry, 'kind' | 'piece_number' | 'date'>) =>
  `${ENTRY_KIND_LABELS[entry.kind]} n° ${entry.piece_number} du ${formatDate(entry.date)}`;
