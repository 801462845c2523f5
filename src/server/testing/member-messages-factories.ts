import type { MessageCategory, MessageStatus, RecipientStatus } from '../../domain/association-messages.ts';
import type { DbOrTx } from '../db/client.ts';
import { messageRecipients, messages } from '../db/schema.ts';

/** The audience "all validated members", as the composer writes it. */
export const ALL_MEMBERS = { combine: 'et', filters: [{ kind: 'tous' }] };

/**
 * A message as the send route leaves it: sent (or being sent) to `recipients`, each row waiting
 * (`en_attente`, due now) unless `recipientStatus` says otherwise.
 */
export async function createSentMessage(
  db: DbOrTx,
  options: {
    recipients: string[];
    category?: MessageCategory;
    subject?: string;
    bodyHtml?: string;
    bodyText?: string;
    audience?: object;
    status?: MessageStatus;
    sentAt?: Date;
    recipientStatus?: RecipientStatus;
  },
) {
  const subject = options.subject ?? 'Nouvelles du club';
  const [message] = await db
    .insert(messages)
    .values({
      category: options.category ?? 'informations',
      subject,
      body_html: options.bodyHtml ?? `<p>Bonjour {prenom}, voici ${subject}.</p>`,
      body_text: options.bodyText ?? `Bonjour {prenom}, voici ${subject}.`,
      audience: options.audience ?? {
        combine: 'et',
        filters: [{ kind: 'choisis', userIds: options.recipients }],
      },
      status: options.status ?? 'envoi',
      sent_at: options.sentAt ?? new Date(),
    })
    .returning();
  if (!message) throw new Error('message not created');
  if (options.recipients.length > 0) {
    await db.insert(messageRecipients).values(
      options.recipients.map((userId) => ({
        message_id: message.id,
        user_id: userId,
        status: options.recipientStatus ?? 'en_attente',
        ...(options.recipientStatus === 'envoye' ? { sent_at: message.sent_at } : {}),
      })),
    );
  }
  return message;
}
