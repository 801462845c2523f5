import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { deOrElision } from '../../../domain/french.ts';
import { canCancelLoan } from '../../../domain/loan-permissions.ts';
import type { Loan, LoanStatus } from '../../../domain/materials.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { useSession } from '../../lib/useSession.ts';
import { LoanCard } from './LoanCard.tsx';
import { LoanList } from './LoanList.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useMyLoans } from './useMyLoans.ts';

export function MyLoansPage() {
  const { user } = useSession();
  const [status, setStatus] = useState<LoanStatus | null>(null);
  const { list, cancelLoan, cancellingLoanId } = useMyLoans(status);

  const confirmCancel = (loan: Loan) =>
    confirmDeletion({
      title: 'Annuler la demande',
      message: `Voulez-vous vraiment annuler votre demande ${deOrElision(loan.material.name)} ?`,
      onConfirm: () => cancelLoan(loan.id),
      confirmLabel: 'Annuler la demande',
      cancelLabel: 'Garder',
    });

  return (
    <Stack gap="lg">
      <PageTitle />
      <StatusFilter value={status} onChange={setStatus} />
      <LoanList
        list={list}
        renderLoan={(loan) => (
          <LoanCard
            key={loan.id}
            loan={loan}
            actions={
              user !== null &&
              canCancelLoan(user, loan) && (
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
