import type { Tx } from '../../src/server/db/client.ts';
import type { FileStorage } from '../../src/server/infra/storage/storage.ts';

export type DemoPerson = { id: string; prenom: string; nom: string; email: string };

/** What each feature's demo data can lean on: the transaction, the people, and file storage. */
export type DemoContext = {
  tx: Tx;
  storage: FileStorage;
  associationInitials: string;
  /** Where the app is reached and the name it signs with: the links and sender of its mails. */
  publicUrl: string;
  associationName: string;
  admin: DemoPerson;
  /** Validated members, the first ones holding the association's offices. */
  members: DemoPerson[];
  /** Paid registrations waiting for validation. */
  pending: DemoPerson[];
};

export const isoDaysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const dateDaysFromNow = (days: number, hour = 14) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(hour, 0, 0, 0);
  return date;
};
