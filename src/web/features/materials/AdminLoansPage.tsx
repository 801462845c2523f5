import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Mail, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { allowedLoanActions } from '../../../domain/loan-transitions.ts';
import type { AdminLoan, LoanStatus } from '../../../domain/materials.ts';
import { composerLinks } from '../../lib/composerLinks.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { LoanActionModal } from './LoanActionModal.tsx';
import { LoanCard } from './LoanCard.tsx';
import { LoanList } from './LoanList.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useAdminLoans } from './useAdminLoans.ts';

export function AdminLoansPage() {
  const [status, setStatus] = useState<LoanStatus | null>(null);
  const { list, applyAction, isApplying } = useAdminLoans(status);
  const [actingOn, setActingOn] = useState<AdminLoan | null>(null);

  return (
    <Stack gap="lg">
      <PageTitle />
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Rechercher un emprunt"
          placeholder="Rechercher (matériel, nom ou email du membre)..."
          leftSection={<Search size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <StatusFilter value={status} onChange={setStatus} />
      </Group>
      <LoanList
        list={list}
        renderLoan={(loan) => (
          <LoanCard
            key={loan.id}
            loan={loan}
            who={
              <Text size="sm">
                {loan.member.prenom} {loan.member.nom} ({loan.member.email})
              </Text>
            }
            actions={
              <>
                <Button
                  component={Link}
                  to={composerLinks.member(loan.member.id, `Votre emprunt : ${loan.material.name}`)}
                  size="xs"
                  variant="subtle"
                  leftSection={<Mail size={14} />}
                >
                  Écrire à l'emprunteur
                </Button>
                {allowedLoanActions(loan.status, 'admin').length > 0 && (
                  <Button size="xs" onClick={() => setActingOn(loan)}>
                    Traiter
                  </Button>
                )}
              </>
            }
          />
        )}
      />
      {actingOn && (
        <LoanActionModal
          loan={actingOn}
          isApplying={isApplying}
          onApply={(input) => applyAction(actingOn.id, input, () => setActingOn(null))}
          onClose={() => setActingOn(null)}
        />
      )}
    </Stack>
  );
}
