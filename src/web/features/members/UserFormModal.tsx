import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { Info, TriangleExclamationPoint } from 'lucide-react';
import { CANNOT_DEMOTE_SELF, canSetRole } from '../../../domain/member-permissions.ts';
import { MEMBER_FUNCTIONS, MEMBER_STATUSES, ROLE_LABELS, ROLES, type Role } from '../../../domain/members.ts';
import type { AdminUser } from '../../../domain/members-schemas.ts';
import { useSession } from '../../lib/useSession.ts';
import { useUserForm } from './useUserForm.ts';

type UserFormModalProps = { user?: AdminUser; onClose: () => void };

/** Add user (no `user`) or edit user; mounted only while open, so each opening starts afresh. */
export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const { form, handleSubmit, isCreating, refusal, isSaving } = useUserForm(user, onClose);
  const { user: viewer } = useSession();
  // An administrator editing their own account cannot pick "Utilisateur": the server would refuse it.
  const canPick = (role: Role) => !user || !viewer || canSetRole(viewer, user, role);
  const roleOptions = ROLES.map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
    disabled: !canPick(role),
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={isCreating ? 'Ajouter un utilisateur' : "Modifier l'utilisateur"}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {isCreating && (
            <Alert color="blue" icon={<Info size={18} />}>
              Cette action crée à la fois un compte de connexion et une fiche utilisateur.
            </Alert>
          )}
          {refusal && (
            <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
              {refusal}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Prénom" withAsterisk data-autofocus {...form.getInputProps('prenom')} />
            <TextInput label="Nom" withAsterisk {...form.getInputProps('nom')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          {isCreating && (
            <PasswordInput label="Mot de passe" withAsterisk {...form.getInputProps('password')} />
          )}
          <TextInput label="Téléphone" {...form.getInputProps('telephone')} />
          <TextInput label="Adresse" {...form.getInputProps('adresse')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Code postal" {...form.getInputProps('code_postal')} />
            <TextInput label="Ville" {...form.getInputProps('ville')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Rôle"
              data={roleOptions}
              allowDeselect={false}
              description={ROLES.every(canPick) ? undefined : CANNOT_DEMOTE_SELF}
              {...form.getInputProps('role')}
            />
            <Select
              label="Statut de membre"
              data={[...MEMBER_STATUSES]}
              allowDeselect={false}
              {...form.getInputProps('statut_membre')}
            />
            <Select
              label="Fonction"
              data={[...MEMBER_FUNCTIONS]}
              allowDeselect={false}
              {...form.getInputProps('fonction')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={isSaving}>
              {isCreating ? 'Créer' : 'Enregistrer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
