import { getDocumentProxy } from 'unpdf';

/** The text a reader selects in a PDF, page after page, one line per text run. */
export async function pdfText(data: Buffer): Promise<string> {
  // Reading text needs no glyph shapes: warnings about missing font files would be noise.
  const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await pdf.loadingTask.destroy();
  return lines.join('\n');
}
