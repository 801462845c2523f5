import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeMail } from './mail-decoding.ts';
import { saveMail } from './mailbox.ts';

export type SmtpSink = { url: string; stop: () => Promise<void> };

/** A local SMTP server that accepts every mail, without TLS or auth, and files it in `mailDir`. */
export async function startSmtpSink(mailDir: string): Promise<SmtpSink> {
  mkdirSync(mailDir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        saveMail(mailDir, ++sequence, {
          to,
          ...decodeMail(Buffer.concat(chunks).toString('utf8')),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
