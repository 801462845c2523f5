import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';

/**
 * A message's body as the association wrote it, with the headings, lists and links styled as
 * text. The server sanitised it when it was saved (no script, no event attribute, no
 * `javascript:` link, no remote image), so it is drawn as it comes.
 */
export function MessageBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server with sanitize-html
  return <Typography dangerouslySetInnerHTML={{ __html: html }} />;
}
