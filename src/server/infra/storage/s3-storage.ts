import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { type FileStorage, isValidKey } from './storage.ts';

export function createS3Storage(s3: NonNullable<Config['s3']>): FileStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  const check = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Clé de fichier invalide : ${key}`);
    return key;
  };
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: check(key), Body: data, ContentType: contentType }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: check(key) }));
        return { body: object.Body as Readable, contentType: object.ContentType, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: check(key) }));
    },
  };
}
