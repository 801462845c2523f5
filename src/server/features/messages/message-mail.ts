import { eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import {
  isOptionalCategory,
  MESSAGE_CATEGORY_LABELS,
  type OptionalCategory,
  PERSONAL_FIELDS,
  type PersonalField,
} from '../../../domain/association-messages.ts';
import { withPreposition } from '../../../domain/association-name.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { formatDate } from '../../../domain/format.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, users } from '../../db/schema.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { findMailLogoUrl } from '../association/logo.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

/** What a message holds, as stored. */
export type MessageContent = { category: string; subject: string; body_html: string; body_text: string };

/** Who receives it, read when the mail is written. `finAdhesion`: the day (YYYY-MM-DD) or null. */
export type MessageReader = {
  userId: string;
  email: string;
  prenom: string;
  nom: string;
  finAdhesion: string | null;
};

/** Who writes it: the association's name and contact address, and what its links are made of. */
export type MessageSender = {
  associationName: string;
  contactEmail: string;
  publicUrl: string;
  sessionSecret: string;
  /** The association's logo, absolute, shown above the text; null: none. */
  logoUrl: string | null;
};

/** The sender as the association's settings say now (read at each delivery pass, not at start). */
export async function getMessageSender(ctx: Pick<AppContext, 'db' | 'config'>): Promise<MessageSender> {
  const settings = await getAssociationSettings(ctx);
  return {
    associationName: settings.name,
    contactEmail: settings.email,
    publicUrl: ctx.config.publicUrl,
    sessionSecret: ctx.config.sessionSecret,
    logoUrl: await findMailLogoUrl(ctx),
  };
}

/** Any of the personal fields, as written in a message. */
const PERSONAL_FIELD_PATTERN = new RegExp(
  PERSONAL_FIELDS.map((field) => field.replace(/[{}]/g, '\\$&')).join('|'),
  'g',
);

/** The personal fields of `reader`, in each text of a message (`encode` for its HTML). */
export function fillPersonalFields(text: string, reader: MessageReader, encode = (value: string) => value) {
  const values: Record<PersonalField, string> = {
    '{prenom}': reader.prenom,
    '{nom}': reader.nom,
    '{fin_adhesion}': reader.finAdhesion ? formatDate(reader.finAdhesion) : '',
  };
  return text.replace(PERSONAL_FIELD_PATTERN, (field) => encode(values[field as PersonalField]));
}

/** The end of the member's last paid membership (`{fin_adhesion}`), or null. */
export const latestMembershipEnd = (userId: SQLWrapper) => sql<string | null>`(
  select max(${adhesions.date_fin}) from ${adhesions}
  where ${adhesions.user_id} = ${userId} and ${inArray(adhesions.statut, ['active', 'expired'])}
)`;

/** The member as a message addresses them now, and when they joined; undefined for no such user. */
export async function readMessageReader(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      prenom: users.prenom,
      nom: users.nom,
      createdAt: users.createdAt,
      // The id as a value: in a query of one table Drizzle names its columns unqualified, which
      // the subquery would read as its own table's.
      finAdhesion: latestMembershipEnd(sql`${userId}::uuid`),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && { ...row, userId };
}

/**
 * The composer links to the app's own pages with paths (`/documents?document=…`): a mail needs the
 * whole address. In the HTML, the `href` the sanitiser wrote (always in double quotes); in the
 * text, the `[/…]` html-to-text wrote after the link's words. `//host` is not a path: left alone.
 */
const absoluteHtmlLinks = (html: string, publicUrl: string) =>
  html.replace(
    /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g,
    (_whole, start: string, path: string) => `${start}${publicUrl}${path}"`,
  );
const absoluteTextLinks = (text: string, publicUrl: string) =>
  text.replace(/\[(\/(?!\/)[^\]\s]*)\]/g, (_whole, path: string) => `[${publicUrl}${path}]`);

/** Why the member receives it, and for the categories they may leave, the link that stops them. */
function footer(sender: MessageSender, stop: { category: OptionalCategory; url: string } | undefined) {
  const from = `Message ${withPreposition('de', sender.associationName)} à ses membres.`;
  if (stop) {
    const words = `Ne plus recevoir les messages « ${MESSAGE_CATEGORY_LABELS[stop.category]} »`;
    return {
      text: [from, `${words} : ${stop.url}`],
      html: `${escapeHtml(from)}<br><a href="${escapeHtml(stop.url)}">${escapeHtml(words)}</a>`,
    };
  }
  const always = 'La vie statutaire (convocations) est envoyée à tous les membres concernés.';
  return { text: [from, always], html: `${escapeHtml(from)}<br>${escapeHtml(always)}` };
}

/** Bounded in height whatever its size: a mail program shows the image as it comes. */
const logoHtml = ({ logoUrl, associationName }: MessageSender) =>
  logoUrl
    ? `<p><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(associationName)}" style="max-height:64px;max-width:240px"></p>`
    : '';

/**
 * The mail of one message for one member: text and HTML parts with their personal fields (escaped
 * in the HTML), links made whole, the association as sender, its contact address to reply to, and
 * for the news the one-click stop link (RFC 8058) in the headers and the footer. No tracking: no
 * rewritten link, and the only image, the logo, has one address for every reader (the mail stays
 * in the outbox as text, so it is linked rather than attached).
 */
export function messageMail(message: MessageContent, reader: MessageReader, sender: MessageSender): Mail {
  const { category } = message;
  const stop = isOptionalCategory(category)
    ? { category, url: unsubscribeUrl(sender, reader.userId, category) }
    : undefined;
  const end = footer(sender, stop);
  const text = absoluteTextLinks(fillPersonalFields(message.body_text, reader), sender.publicUrl);
  const body = absoluteHtmlLinks(fillPersonalFields(message.body_html, reader, escapeHtml), sender.publicUrl);
  return {
    to: reader.email,
    subject: fillPersonalFields(message.subject, reader),
    text: [text.trimEnd(), '', '--', ...end.text].join('\n'),
    html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body>${logoHtml(sender)}${body}<hr><p style="color:#868e96;font-size:12px">${end.html}</p></body></html>`,
    fromName: sender.associationName,
    replyTo: sender.contactEmail,
    ...(stop
      ? {
          headers: {
            'List-Unsubscribe': `<${stop.url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
