import { fromBufferPromise } from 'yauzl';
import { IMPORT_MAX_LINES } from '../../../domain/member-import.ts';
import { SpreadsheetRefusal, tooManyLines, UNREADABLE } from './import-refusals.ts';

/** An .xlsx entry of a 10,000-member sheet inflates to a few megabytes: 50 MB is a bomb. */
export const ENTRY_MAX_BYTES = 50 * 1024 * 1024;
/** A workbook holds a few dozen files; thousands of small ones would be a bomb of another kind. */
const ENTRIES_MAX = 1000;

const TOO_LARGE =
  'Fichier trop volumineux une fois décompressé : enregistrez-le à nouveau depuis Excel, ou en CSV';
const tooLarge = () => new SpreadsheetRefusal(TOO_LARGE, 'FILE_TOO_LARGE');

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** A row element, prefixed by a namespace or not (`<row r="2">`, `<x:row>`): at most 12 characters. */
const ROW_START = /<(?:[A-Za-z]{1,5}:)?row[\s>/]/g;
const ROW_START_MAX = 12;

/**
 * Counts the rows of a worksheet as its XML goes by, so that a sheet of a million rows is refused
 * at its 10,002nd, before exceljs builds anything.
 */
function rowCounter() {
  let rows = 0;
  let tail = '';
  return (chunk: Buffer) => {
    // Latin-1 keeps one character a byte: the ASCII tags are found whatever the text's encoding.
    const text = tail + chunk.toString('latin1');
    // A tag starting in the last characters may be cut: it is counted with the next chunk.
    const counted = Math.max(0, text.length - ROW_START_MAX);
    for (const match of text.matchAll(ROW_START)) if (match.index < counted) rows += 1;
    tail = text.slice(counted);
    return rows;
  };
}

/** Reads an entry to its end: inflating it is what checks its size. */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // Nothing kept.
  }
}

/**
 * Inflates every entry of an .xlsx once, before exceljs reads it, and refuses the workbook when
 * an entry announces or inflates to more than 50 MB, or a sheet holds more rows than an import
 * takes. The size each entry announces is checked first; yauzl then stops an entry that inflates
 * past it, so a lying archive is caught after at most 50 MB of work.
 */
export async function checkWorkbookArchive(bytes: Buffer): Promise<void> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true }).catch(() => {
    throw new SpreadsheetRefusal(UNREADABLE, 'FILE_UNREADABLE');
  });
  let entries = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      entries += 1;
      if (entries > ENTRIES_MAX || entry.uncompressedSize > ENTRY_MAX_BYTES) throw tooLarge();
      if (!WORKSHEET.test(entry.fileName)) {
        await drain(await zip.openReadStreamPromise(entry));
        continue;
      }
      const count = rowCounter();
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        if (count(chunk as Buffer) > IMPORT_MAX_LINES + 1) throw tooManyLines();
      }
    }
  } catch (error) {
    if (error instanceof SpreadsheetRefusal) throw error;
    // An entry that inflates past its announced size ("too many bytes in the stream") is a bomb.
    if (error instanceof Error && /too many bytes/i.test(error.message)) throw tooLarge();
    throw new SpreadsheetRefusal(UNREADABLE, 'FILE_UNREADABLE');
  } finally {
    zip.close();
  }
}
