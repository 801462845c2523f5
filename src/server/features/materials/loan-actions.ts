import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../domain/audit.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import { deOrElision } from '../../../domain/french.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { canSeeLoan } from '../../../domain/loan-permissions.ts';
import {
  type AdminLoanAction,
  type LoanAction,
  type LoanTransition,
  planLoanTransition,
} from '../../../domain/loan-transitions.ts';
import type { AdminLoan, Loan, LoanStatus } from '../../../domain/materials.ts';
import {
  LOAN_CHANGED,
  LOAN_NOT_FOUND,
  RETURN_ABOVE_TOTAL,
  stockShortMessage,
} from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { materialLoans, materials } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { Sender } from '../../infra/mail/templates.ts';
import { type Administrator, changedFields, personLabel, recordAudit } from '../audit/record.ts';
import { getMailSender } from '../settings/service.ts';
import { getLoanRow, presentAdminLoan, presentLoan } from './loans-service.ts';
import { loanConfirmedMail, loanRefusedMail } from './mails.ts';

/**
 * Moves the stock with a conditional update, so that concurrent actions can neither overdraw it
 * nor push it above the total: the row lock makes each one see the others' result.
 */
async function moveStock(
  tx: Tx,
  { materialId, change }: { materialId: string; change: number },
): Promise<void> {
  if (change === 0) return;
  const updated = await tx
    .update(materials)
    .set({ available_quantity: sql`${materials.available_quantity} + ${change}` })
    .where(
      and(
        eq(materials.id, materialId),
        change < 0
          ? gte(materials.available_quantity, -change)
          : lte(sql`${materials.available_quantity} + ${change}`, materials.total_quantity),
      ),
    )
    .returning({ id: materials.id });
  if (updated.length > 0) return;
  if (change > 0) throw conflict(RETURN_ABOVE_TOTAL, 'STOCK_ABOVE_TOTAL');
  const [material] = await tx
    .select({ name: materials.name, available: materials.available_quantity })
    .from(materials)
    .where(eq(materials.id, materialId));
  throw conflict(stockShortMessage(material?.name ?? '', material?.available ?? 0, -change), 'STOCK_SHORT');
}

/** The loan's status changes only if nobody changed it since we read it. */
async function writeTransition(tx: Tx, loanId: string, from: LoanStatus, transition: LoanTransition) {
  const updated = await tx
    .update(materialLoans)
    .set({
      status: transition.status,
      ...(transition.return_state !== undefined && { return_state: transition.return_state }),
      ...(transition.return_notes !== undefined && { return_notes: transition.return_notes }),
    })
    .where(and(eq(materialLoans.id, loanId), eq(materialLoans.status, from)))
    .returning({ id: materialLoans.id });
  if (updated.length === 0) throw conflict(LOAN_CHANGED, 'LOAN_CHANGED');
}

/** A member's request names the member, whose loans alone exist for them. */
type ActionRequest = { loanId: string; action: LoanAction; notes?: string | null } & (
  | { actor: 'admin' }
  | { actor: 'member'; userId: string }
);

async function runTransition(tx: Tx, request: ActionRequest) {
  const loan = await getLoanRow(tx, request.loanId);
  if (request.actor === 'member' && !canSeeLoan({ id: request.userId }, loan)) {
    throw notFound(LOAN_NOT_FOUND);
  }
  const plan = planLoanTransition(loan, request.action, request.actor, request.notes);
  if (!plan.ok) {
    throw plan.reason === 'notes_required'
      ? badRequest(plan.message, 'RETURN_NOTES_REQUIRED')
      : conflict(plan.message, 'FORBIDDEN_TRANSITION');
  }
  await writeTransition(tx, loan.id, loan.status, plan.transition);
  await moveStock(tx, { materialId: loan.material.id, change: plan.transition.stockChange });
  return getLoanRow(tx, loan.id);
}

/** The member hears of a confirmation or a refusal, in the transaction that makes it. */
async function mailDecision(
  tx: Tx,
  decision: { action: AdminLoanAction; loan: LoanRow; sender: Sender; publicUrl: string },
) {
  const { action, loan, sender } = decision;
  if (action !== 'confirm' && action !== 'reject') return;
  const facts = {
    to: loan.member.email,
    prenom: loan.member.prenom,
    materialName: loan.material.name,
    quantity: loan.quantity,
    start_date: loan.start_date,
    end_date: loan.end_date,
  };
  const loansUrl = `${decision.publicUrl}/material/loans`;
  await enqueueMail(
    tx,
    action === 'confirm'
      ? loanConfirmedMail(sender, facts, loansUrl)
      : loanRefusedMail(sender, facts, loansUrl),
  );
}

const AUDIT_ACTION_OF = {
  confirm: 'loan.confirm',
  reject: 'loan.reject',
  retire: 'loan.retire',
  return: 'loan.return',
} as const satisfies Record<AdminLoanAction, AuditAction>;

type LoanRow = Awaited<ReturnType<typeof getLoanRow>>;
const audited = (loan: LoanRow) => ({
  status: loan.status,
  return_state: loan.return_state,
  return_notes: loan.return_notes,
});

/**
 * An administrator's action from the loans page, with its stock change, its mail and its journal
 * line, in one transaction.
 */
export async function applyAdminLoanAction(
  ctx: AppContext,
  { id: loanId, ...input }: IdParams & { action: AdminLoanAction; return_notes?: string },
  actor: Administrator,
): Promise<AdminLoan> {
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await getLoanRow(tx, loanId);
    const after = await runTransition(tx, {
      loanId,
      action: input.action,
      actor: 'admin',
      notes: input.return_notes,
    });
    await mailDecision(tx, { action: input.action, loan: after, sender, publicUrl: ctx.config.publicUrl });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTION_OF[input.action],
      target: {
        type: 'loan',
        id: loanId,
        label: `Emprunt ${deOrElision(personLabel(after.member))} : ${after.quantity} × ${after.material.name}`,
      },
      changes: changedFields(audited(before), audited(after)),
    });
    return after;
  });
  return presentAdminLoan(row);
}

/**
 * A member withdraws their own request while it waits (`canCancelLoan`): someone else's loan does
 * not exist for them, and their own in another state is refused by the state machine.
 */
export async function cancelMyLoan(
  ctx: AppContext,
  { id: loanId }: IdParams,
  { id: userId }: SessionUser,
): Promise<Loan> {
  const row = await ctx.db.transaction((tx) =>
    runTransition(tx, { loanId, action: 'cancel', actor: 'member', userId }),
  );
  return presentLoan(row);
}
