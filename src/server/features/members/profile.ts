import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import type { ChangePasswordInput, Profile, UpdateProfileInput } from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { storeUpload, type Upload } from '../../http/uploads.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { passwordChangedMail } from '../../infra/mail/templates.ts';
import { publicFileKey, publicFileUrl } from '../../infra/storage/signed-links.ts';
import { callAuth } from '../auth/better-auth-bridge.ts';
import { checkReenteredPassword } from '../auth/reentered-password.ts';
import { getMailSender } from '../settings/service.ts';
import { profileUpdatedMail } from './mails.ts';

const PROFILE_NOT_FOUND = 'Utilisateur non trouvé dans la base de données';

const profileColumns = {
  email: users.email,
  prenom: users.prenom,
  nom: users.nom,
  telephone: users.telephone,
  adresse: users.adresse,
  code_postal: users.code_postal,
  ville: users.ville,
  statut_membre: users.statut_membre,
  fonction: users.fonction,
  avatar_url: users.image,
};

export async function getProfile({ db }: AppContext, member: SessionUser): Promise<Profile> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, member.id));
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** Empty optional fields are stored as null, as the registration leaves them. */
export const nullIfEmpty = (value: string | undefined) => (value ? value : null);

/** The member changes their own details (never email, role or status) and is told by mail. */
export async function updateProfile(
  ctx: AppContext,
  values: UpdateProfileInput,
  actor: SessionUser,
): Promise<Profile> {
  const userId = actor.id;
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .update(users)
      .set({
        prenom: values.prenom,
        nom: values.nom,
        name: `${values.prenom} ${values.nom}`,
        telephone: nullIfEmpty(values.telephone),
        adresse: nullIfEmpty(values.adresse),
        code_postal: nullIfEmpty(values.code_postal),
        ville: nullIfEmpty(values.ville),
      })
      .where(eq(users.id, userId))
      .returning(profileColumns);
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    await enqueueMail(tx, profileUpdatedMail(sender, profile));
    return profile;
  });
}

/**
 * Checked by better-auth against the current password, a wrong one counting like a failed sign-in;
 * the member's other sessions are closed and this one is renewed, hence the cookies to hand back.
 * The member is told by mail, in case it was not them.
 */
export async function changePassword(
  ctx: AppContext,
  input: ChangePasswordInput & { headers: Headers },
  member: Pick<SessionUser, 'id' | 'email' | 'prenom'>,
): Promise<Headers> {
  const changed = await checkReenteredPassword(ctx, member.id, () =>
    callAuth(() =>
      ctx.auth.api.changePassword({
        body: {
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: true,
        },
        headers: input.headers,
        returnHeaders: true,
      }),
    ),
  );
  const sender = await getMailSender(ctx);
  await enqueueMail(
    ctx.db,
    passwordChangedMail(sender, member.email, member.prenom, `${ctx.config.publicUrl}/login`),
  );
  return changed.headers;
}

/** Stores the picture under avatars/, points the profile at it, then drops the previous one. */
export async function replaceAvatar(
  ctx: AppContext,
  { upload }: { upload: Upload },
  { id: userId }: SessionUser,
): Promise<{ avatar_url: string }> {
  const key = `avatars/${userId}-${randomUUID()}.${upload.extension}`;
  const avatarUrl = publicFileUrl(key);
  const previous = await storeUpload(ctx.storage, upload, key, () =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!before) throw notFound(PROFILE_NOT_FOUND);
      await tx.update(users).set({ image: avatarUrl }).where(eq(users.id, userId));
      return before.image;
    }),
  );
  await removeStoredAvatar(ctx, previous);
  return { avatar_url: avatarUrl };
}

/** Best effort: a file left behind costs some bytes, never a member's data. */
async function removeStoredAvatar(ctx: Pick<AppContext, 'storage'>, avatarUrl: string | null): Promise<void> {
  const key = publicFileKey(avatarUrl);
  if (!key?.startsWith('avatars/')) return;
  await ctx.storage.remove(key).catch(() => undefined);
}
