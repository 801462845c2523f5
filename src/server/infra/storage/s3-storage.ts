import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import { SIGNED_LINK_SECONDS } from './signed-links.ts';
import { attachmentDisposition, checkKey, type FileStorage } from './storage.ts';

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
  return {
    async put(key, body, contentType) {
      // A stream's length is unknown until its end: sent in parts of S3's minimum size (5 MiB),
      // one at a time, so an upload holds one part in memory, never the whole file. A body that
      // fails midway aborts the parts already sent: the object never appears.
      const upload = new Upload({
        client,
        queueSize: 1,
        params: { Bucket: s3.bucket, Key: checkKey(key), Body: body, ContentType: contentType },
      });
      await upload.done();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }));
        return { body: object.Body as Readable, contentType: object.ContentType, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }));
    },
    async createDownloadUrl(key, downloadName) {
      // The browser fetches the file from the bucket itself: no byte of it passes through us.
      const command = new GetObjectCommand({
        Bucket: s3.bucket,
        Key: checkKey(key),
        ResponseContentDisposition: attachmentDisposition(downloadName),
        // Answered by the bucket, not by us: it says, as our own answers do, that no copy is kept.
        ResponseCacheControl: 'no-store',
      });
      return getSignedUrl(client, command, { expiresIn: SIGNED_LINK_SECONDS });
    },
    async *list(prefix) {
      // A thousand keys per answer at most: the next page starts where this one stopped.
      let continuation: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: s3.bucket,
            Prefix: `${prefix}/`,
            ContinuationToken: continuation,
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuation);
    },
  };
}
