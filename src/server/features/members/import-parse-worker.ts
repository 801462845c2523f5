import { parentPort } from 'node:worker_threads';
import { readSpreadsheet } from './import-file.ts';
import type { ParseReply, ParseRequest } from './import-parse.ts';
import { SpreadsheetRefusal } from './import-refusals.ts';

async function parse({ bytes, mimetype }: ParseRequest): Promise<ParseReply> {
  try {
    return { rows: await readSpreadsheet(bytes, mimetype) };
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) return { refusal: { message: error.message, code: error.code } };
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** Reads the uploaded spreadsheets off the server's event loop, each answered under its id. */
parentPort?.on('message', async (request: ParseRequest & { id: number }) => {
  parentPort?.postMessage({ id: request.id, ...(await parse(request)) });
});
