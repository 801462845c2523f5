import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket when configured.
 * Keys are `prefix/name`; the prefixes are the spec's buckets (avatars, documents, documents-ag,
 * evenements, materials).
 */
type StoredFile = { body: Readable; contentType: string | undefined; size: number | undefined };

export type FileStorage = {
  /**
   * Stores the whole body under the key, or nothing: a body that fails midway (too large, cut
   * off) leaves no file, and the key keeps what it held before.
   */
  put: (key: string, body: Buffer | Readable, contentType: string) => Promise<void>;
  read: (key: string) => Promise<StoredFile | null>;
  remove: (key: string) => Promise<void>;
  /** A link valid 60 seconds that downloads the file under the given name. */
  createDownloadUrl: (key: string, downloadName: string) => Promise<string>;
  /** Every key stored under the prefix, one at a time: the backup copies them all. */
  list: (prefix: StoragePrefix) => AsyncIterable<string>;
};

export const STORAGE_PREFIXES = [
  'avatars',
  'documents',
  'documents-ag',
  'evenements',
  'materials',
  /** The association's own images (its logo), served by the association's routes. */
  'association',
  /** The receipts attached to the books' entries, downloaded through a signed link. */
  'comptabilite',
] as const;
export type StoragePrefix = (typeof STORAGE_PREFIXES)[number];

/** Images shown in pages are readable by key; documents only through a signed link. */
export const PUBLIC_PREFIXES: readonly StoragePrefix[] = ['avatars', 'evenements', 'materials'];

const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9._/-]+$/;

export function isValidKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) &&
    !key.split('/').includes('..') &&
    STORAGE_PREFIXES.some((p) => key.startsWith(`${p}/`))
  );
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
  return key;
}

/**
 * Saves the file under its name, accents included (RFC 6266), rather than showing it in the tab.
 * RFC 5987 also wants ' ( ) * encoded, which encodeURIComponent leaves: with an apostrophe left
 * as is ("l'assemblée"), browsers drop the name and save "download".
 */
export function attachmentDisposition(downloadName: string): string {
  const encoded = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}
