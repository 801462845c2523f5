import { Badge } from '@mantine/core';
import type { LoanStatus } from '../../../domain/materials.ts';
import { LOAN_STATUS_DISPLAY } from './loanStatusDisplay.ts';

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  return (
    <Badge color={LOAN_STATUS_DISPLAY[status].color} variant="light">
      {status}
    </Badge>
  );
}

export function LoanStatusIcon({ status }: { status: LoanStatus }) {
  const { icon: Icon, color } = LOAN_STATUS_DISPLAY[status];
  return <Icon size={22} color={`var(--mantine-color-${color}-6)`} aria-hidden />;
}
