import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { allowedLoanActions } from '../../../domain/loan-transitions.ts';
import type { Loan, LoanStatus } from '../../../domain/materials.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { LoanCard } from './LoanCard.tsx';
import { LoanList } from './LoanList.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useMyLoans } from './useMyLoans.ts';

export function MyLoansPage() {
  const [status, setStatus] = useState<LoanStatus | null>(null);
  const { list, cancelLoan, cancellingLoanId } = useMyLoans(status);

  const confirmCancel = (loan: Loan) =>
    confirmDeletion({
      title: 'Annuler la demande',
      message: `Voulez-vous vraiment annuler votre demande de ${loan.material.name} ?`,
      onConfirm: () => cancelLoan(loan.id),
      confirmLabel: 'Annuler la demande',
      cancelLabel: 'Garder',
    });

  return (
    <Stack gap="lg">
      <PageTitle>Mes emprunts</PageTitle>
      <StatusFilter value={status} onChange={setStatus} />
      <LoanList
        list={list}
        renderLoan={(loan) => (
          <LoanCard
            key={loan.id}
            loan={loan}
            actions={
              allowedLoanActions(loan.status, 'member').includes('cancel') && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={cancellingLoanId === loan.id}
                  onClick={() => confirmCancel(loan)}
                >
                  Annuler la demande
                </Button>
              )
            }
          />
        )}
      />
    </Stack>
  );
}
