import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { allowedLoanActions } from '../../../domain/loan-transitions.ts';
import type { AdminLoan, LoanStatus } from '../../../domain/materials.ts';
import { LoanActionModal } from './LoanActionModal.tsx';
import { LoanCard } from './LoanCard.tsx';
import { LoanList } from './LoanList.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useAdminLoans } from './useAdminLoans.ts';

/** Search on the equipment, the member's name or email, and the usage context. */
function matches(loan: AdminLoan, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr-FR');
  if (!needle) return true;
  const { prenom, nom, email } = loan.member;
  return [loan.material.name, `${prenom} ${nom}`, email, loan.usage_context].some((text) =>
    text.toLocaleLowerCase('fr-FR').includes(needle),
  );
}

export function AdminLoansPage() {
  const { loans, isLoading, loadError, applyAction, isApplying } = useAdminLoans();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LoanStatus | null>(null);
  const [actingOn, setActingOn] = useState<AdminLoan | null>(null);

  const shown = loans.filter((loan) => (!status || loan.status === status) && matches(loan, search));

  return (
    <Stack gap="lg">
      <Title order={2}>Emprunts de matériel</Title>
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Rechercher un emprunt"
          placeholder="Rechercher (matériel, membre, contexte)..."
          leftSection={<Search size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <StatusFilter value={status} onChange={setStatus} />
      </Group>
      <LoanList
        loans={shown}
        isLoading={isLoading}
        loadError={loadError}
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
              allowedLoanActions(loan.status, 'admin').length > 0 && (
                <Button size="xs" onClick={() => setActingOn(loan)}>
                  Traiter
                </Button>
              )
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
