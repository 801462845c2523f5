import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every file of a ZIP by its path inside the archive, read back as an unzip tool would. */
export async function readZipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    entries.set(entry.fileName, await buffer(await archive.openReadStreamPromise(entry)));
  }
  return entries;
}
