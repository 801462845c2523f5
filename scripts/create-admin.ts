import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../src/domain/auth.ts';
import { createAccount, hashPassword } from '../src/server/features/auth/accounts.ts';
import { openConfiguredDatabase } from './cli-database.ts';

const argsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  prenom: z.string().trim().min(1, 'Le prénom est obligatoire'),
  nom: z.string().trim().min(1, 'Le nom est obligatoire'),
});

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    prenom: { type: 'string' },
    nom: { type: 'string' },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error('Usage : npm run create-admin -- --email E --password P --prenom X --nom Y');
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')} : ${issue.message}`);
  process.exit(1);
}

const { database } = await openConfiguredDatabase();
try {
  const { password, ...identity } = parsed.data;
  const admin = await createAccount(database.db, {
    ...identity,
    passwordHash: await hashPassword(password),
    role: 'admin',
    is_active: true,
  });
  console.log(`Administrateur créé : ${identity.email} (${admin.id})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
