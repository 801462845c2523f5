import { request } from 'node:http';
import { hammer, type Load, type Measure } from './load.ts';
import { inTurn, median, medianMeasure } from './medians.ts';

/** What Chromium sends on every request. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export type CompressionFigures = {
  plain: Measure;
  compressed: Measure;
  /** The median of the rounds' ratios, compressed over plain. */
  ratio: number;
  plainBytes: number;
  compressedBytes: number;
  encoding: string;
};

async function answerSize(url: string, cookie: string, headers: Record<string, string>) {
  // fetch() would undo the encoding: the bytes on the wire are read from a raw request.
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(url, { headers: { ...headers, cookie } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} répond ${response.statusCode}`));
        else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'aucun') });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * One answer's throughput asked without Accept-Encoding, then as a browser asks it, `rounds`
 * times, plain first in one round and second in the next, so that each ratio compares two runs a
 * few seconds apart on a shared machine: the medians, and the median of the ratios.
 */
export async function measureCompression(
  url: string,
  cookie: string,
  load: Load,
  rounds: number,
): Promise<CompressionFigures> {
  const plainAnswer = await answerSize(url, cookie, {});
  const compressedAnswer = await answerSize(url, cookie, BROWSER_ENCODINGS);
  const plain: Measure[] = [];
  const compressed: Measure[] = [];
  const measures = [
    async () => plain.push(await hammer(url, cookie, load)),
    async () => compressed.push(await hammer(url, cookie, load, BROWSER_ENCODINGS)),
  ];
  for (let round = 0; round < rounds; round++) for (const measure of inTurn(measures, round)) await measure();
  return {
    plain: medianMeasure(plain),
    compressed: medianMeasure(compressed),
    ratio: median(
      compressed.map((measure, round) => measure.perSecond / (plain[round]?.perSecond ?? Number.NaN)),
    ),
    plainBytes: plainAnswer.bytes,
    compressedBytes: compressedAnswer.bytes,
    encoding: compressedAnswer.encoding,
  };
}
