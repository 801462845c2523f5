import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/**
 * A web link, a mail address, or a document of the association's library (`/documents?document=…`,
 * which the mail turns into an absolute link and the member opens through the signed link).
 * Anything else (`javascript:`, `data:`, another page of the app, `//elsewhere`) loses its link.
 */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|\/documents(?:[/?#]|$))/i;

/**
 * What the composer's editor can produce, and nothing more: no image (a remote image tells who
 * opened the mail), no style, no script, no event attribute, no frame, no form.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text of a dropped tag stays (the words of a <div> or a <span>), except inside these.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'svg',
    'math',
    'iframe',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = ALLOWED_HREF.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

/** The body as stored and mailed: only the editor's tags. */
export const sanitizeMessageHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The plain-text part of the mail, from the sanitised HTML. */
export const messageText = (safeHtml: string): string =>
  convert(safeHtml, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  }).trim();
