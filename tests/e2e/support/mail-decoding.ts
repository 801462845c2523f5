/**
 * Just enough MIME decoding to read the mails the app sends (plain text, maybe multipart,
 * quoted-printable or base64, UTF-8 encoded-word subjects), so the tests need no mail parser.
 */

export type DecodedMail = { subject: string; text: string };

type MimePart = { headers: Map<string, string>; body: string };

function splitPart(raw: string): MimePart {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** `=XX` escapes to bytes; the rest of the text is ASCII by construction. */
function hexEscapesToBytes(text: string): Buffer {
  return Buffer.from(
    text.replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  );
}

/** RFC 2047 words (`=?UTF-8?Q?valid=C3=A9?=`); adjacent words may split one character between them. */
function decodeHeader(value: string): string {
  const chunks: Buffer[] = [];
  const words = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  let last = 0;
  for (const match of joined.matchAll(words)) {
    chunks.push(Buffer.from(joined.slice(last, match.index), 'utf8'));
    const [, encoding = 'Q', payload = ''] = match;
    chunks.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(payload, 'base64')
        : hexEscapesToBytes(payload.replace(/_/g, ' ')),
    );
    last = match.index + match[0].length;
  }
  chunks.push(Buffer.from(joined.slice(last), 'utf8'));
  return Buffer.concat(chunks).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return hexEscapesToBytes(part.body.replace(/=\r?\n/g, '')).toString('utf8');
  return part.body;
}

/** The text/plain content of a part, looking inside multipart bodies. */
function findPlainText(part: MimePart): string | undefined {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const text = findPlainText(splitPart(section.replace(/^\r?\n/, '')));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return contentType.toLowerCase().startsWith('text/plain') ? decodeBody(part) : undefined;
}

export function decodeMail(raw: string): DecodedMail {
  const message = splitPart(raw);
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: (findPlainText(message) ?? '').replace(/\r\n/g, '\n'),
  };
}
