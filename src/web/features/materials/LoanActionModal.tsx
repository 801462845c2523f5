import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  type AdminLoanAction,
  allowedLoanActions,
  LOAN_ACTION_RULES,
  type LoanActionInput,
  loanActionInputSchema,
} from '../../../domain/loan-transitions.ts';
import type { AdminLoan } from '../../../domain/materials.ts';
import { formatDateTime } from '../../lib/format.ts';
import { LoanStatusBadge } from './LoanStatusBadge.tsx';

type LoanActionModalProps = {
  loan: AdminLoan;
  isApplying: boolean;
  onApply: (input: LoanActionInput) => void;
  onClose: () => void;
};

/** Offers only what the state machine allows from the loan's status. */
export function LoanActionModal({ loan, isApplying, onApply, onClose }: LoanActionModalProps) {
  const actions = allowedLoanActions(loan.status, 'admin') as AdminLoanAction[];
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);

  const apply = (action: AdminLoanAction) => {
    const parsed = loanActionInputSchema.safeParse(
      action === 'return' ? { action, return_notes: notes } : { action },
    );
    if (!parsed.success) {
      setNotesError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onApply(parsed.data);
  };

  return (
    <Modal opened onClose={onClose} title="Action sur l'emprunt" centered>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600}>
            {loan.material.name} × {loan.quantity}
          </Text>
          <Text size="sm">
            {loan.member.prenom} {loan.member.nom} ({loan.member.email})
          </Text>
          <Text size="sm" c="dimmed">
            Du {formatDateTime(loan.start_date)} au {formatDateTime(loan.end_date)}
          </Text>
          <Group gap="xs">
            <Text size="sm">Statut actuel :</Text>
            <LoanStatusBadge status={loan.status} />
          </Group>
        </Stack>
        {actions.includes('return') && (
          <Textarea
            label="Notes de retour"
            description="Écrivez « défaut » si le matériel revient abîmé."
            autosize
            minRows={2}
            withAsterisk
            value={notes}
            error={notesError}
            onChange={(event) => {
              setNotes(event.currentTarget.value);
              setNotesError(null);
            }}
          />
        )}
        {actions.length === 0 && <Text c="dimmed">Aucune action possible pour ce statut.</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Fermer
          </Button>
          {actions.map((action) => (
            <Button
              key={action}
              color={action === 'reject' ? 'red' : undefined}
              loading={isApplying}
              onClick={() => apply(action)}
            >
              {LOAN_ACTION_RULES[action].label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
