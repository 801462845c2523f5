import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket when configured.
 * Keys are `prefix/name`; the prefixes are the spec's buckets (avatars, documents, documents-ag,
 * evenements, materials).
 */
export type StoredFile = { body: Readable; contentType: string | undefined; size: number | undefined };

export type FileStorage = {
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  read: (key: string) => Promise<StoredFile | null>;
  remove: (key: string) => Promise<void>;
};

export const STORAGE_PREFIXES = ['avatars', 'documents', 'documents-ag', 'evenements', 'materials'] as const;
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
