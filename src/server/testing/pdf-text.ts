import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a reader selects in a PDF, page after page, one line per text run. */
export async function pdfText(data: Buffer): Promise<string> {
  // Reading text needs no glyph shapes: the warnings about missing font files are noise.
  const task = getDocument({ data: new Uint8Array(data), verbosity: VerbosityLevel.ERRORS });
  const pdf = await task.promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await task.destroy();
  return lines.join('\n');
}
