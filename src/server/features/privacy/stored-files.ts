import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documents, users } from '../../db/schema.ts';
import { publicFileKey } from '../../infra/storage/signed-links.ts';

/** The member's profile photo, stored under avatars/ and named by the profile's address. */
export async function avatarFiles(tx: Tx, userId: string): Promise<string[]> {
  const [user] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId));
  const key = publicFileKey(user?.image ?? null);
  return key ? [key] : [];
}

/** The files of the documents addressed to the member. */
export async function addressedDocumentFiles(tx: Tx, userId: string): Promise<string[]> {
  const files = await tx.select({ url: documents.url }).from(documents).where(eq(documents.user_id, userId));
  return files.map((file) => file.url);
}
