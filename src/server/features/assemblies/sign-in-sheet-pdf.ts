import type { Readable } from 'node:stream';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ASSEMBLY_KIND_LABELS } from '../../../domain/assembly-kinds.ts';
import { formatDate, formatDateTime } from '../../../domain/format.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { toSingleLine } from '../../../domain/text-fields.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presencesAg, users } from '../../db/schema.ts';
import { createPdfDocument, PDF_FONT, type PdfFile } from '../../http/pdf.ts';
import { readLogoForPdf } from '../association/logo.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { findAssembly } from './member-service.ts';
import { hasVoteCondition, type VoterScope } from './voters.ts';

type SignInRow = { id: string; nom: string; prenom: string; holder: string | null };

const holders = alias(users, 'sign_in_holders');
/** Members are read a batch at a time: no query answers the whole register at once. */
const BATCH = 500;

/** The members with a vote, by name, each with the member holding their proxy. */
async function* listVoters(db: DbOrTx, agId: string, scope: VoterScope): AsyncIterable<SignInRow> {
  let after: SignInRow | null = null;
  for (;;) {
    const next: SQL | undefined = after
      ? sql`(${users.nom}, ${users.prenom}, ${users.id}) > (${after.nom}, ${after.prenom}, ${after.id})`
      : undefined;
    const rows: SignInRow[] = await db
      .select({
        id: users.id,
        nom: users.nom,
        prenom: users.prenom,
        holder: sql<string | null>`${holders.prenom} || ' ' || ${holders.nom}`,
      })
      .from(users)
      .leftJoin(presencesAg, and(eq(presencesAg.ag_id, agId), eq(presencesAg.user_id, users.id)))
      .leftJoin(holders, eq(holders.id, presencesAg.procuration_user_id))
      .where(and(hasVoteCondition(scope), next))
      .orderBy(asc(users.nom), asc(users.prenom), asc(users.id))
      .limit(BATCH);
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1] ?? null;
  }
}

const MARGIN = 40;
const ROW_HEIGHT = 30;
/**
 * Name, first name, proxy, signature: widths on an A4 page within the margins (515 points). The
 * proxy column holds « Représenté(e) par » and a name, in a font wider than Helvetica.
 */
const COLUMNS = [
  { header: 'Nom', width: 120 },
  { header: 'Prénom', width: 110 },
  { header: 'Procuration', width: 170 },
  { header: 'Signature', width: 115 },
] as const;

type SheetHeader = { association: string; title: string; subtitle: string; logo: Buffer | null };

async function renderSignInSheet(header: SheetHeader, rows: AsyncIterable<SignInRow>): Promise<Readable> {
  const doc = await createPdfDocument({
    margin: MARGIN,
    title: header.title,
    author: header.association,
    logo: header.logo,
  });
  const pageBottom = doc.page.height - MARGIN;
  let y = 0;

  const cell = (text: string, x: number, width: number, top: number) =>
    doc.text(text, x + 4, top + 9, {
      width: width - 8,
      height: ROW_HEIGHT - 10,
      ellipsis: true,
    });

  const drawRow = (cells: string[], bold = false) => {
    if (y + ROW_HEIGHT > pageBottom) {
      doc.addPage();
      y = MARGIN;
      drawRow(
        COLUMNS.map((column) => column.header),
        true,
      );
    }
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9);
    let x = MARGIN;
    COLUMNS.forEach((column, index) => {
      doc.rect(x, y, column.width, ROW_HEIGHT).stroke();
      cell(cells[index] ?? '', x, column.width, y);
      x += column.width;
    });
    y += ROW_HEIGHT;
  };

  doc.font(PDF_FONT.bold).fontSize(12).text(header.association);
  doc.moveDown(0.5).fontSize(16).text(header.title, { align: 'center' });
  doc.font(PDF_FONT.regular).fontSize(10).text(header.subtitle, { align: 'center' });
  doc.moveDown(1);
  y = doc.y;
  drawRow(
    COLUMNS.map((column) => column.header),
    true,
  );
  let count = 0;
  // A name saved before line breaks were refused must not add lines to the sheet.
  for await (const row of rows) {
    count += 1;
    const proxy = row.holder ? `Représenté(e) par ${toSingleLine(row.holder)}` : '';
    drawRow([toSingleLine(row.nom), toSingleLine(row.prenom), proxy, '']);
  }
  doc.font(PDF_FONT.regular).fontSize(9);
  doc.text(`${count} membre${count > 1 ? 's' : ''} ayant voix.`, MARGIN, Math.min(y + 10, pageBottom));
  doc.end();
  return doc;
}

/**
 * The sign-in sheet printed before the AG: every member with a vote by name, a signature box, and
 * « Représenté(e) par … » for a member who gave a proxy.
 */
export async function getSignInSheet(ctx: AppContext, { id: agId }: IdParams): Promise<PdfFile> {
  const assembly = await findAssembly(ctx.db, agId);
  const settings = await getAssociationSettings(ctx);
  const scope: VoterScope = { rule: settings.ag_voters, assemblyDate: assembly.date };
  const content = await renderSignInSheet(
    {
      association: settings.name,
      title: "Feuille d'émargement",
      subtitle: `${ASSEMBLY_KIND_LABELS[assembly.kind]} du ${formatDateTime(assembly.date)}, ${toSingleLine(assembly.lieu)}`,
      logo: await readLogoForPdf(ctx),
    },
    listVoters(ctx.db, agId, scope),
  );
  const day = formatDate(assembly.date).split('/').reverse().join('-');
  return { fileName: `emargement-ag-${day}.pdf`, content };
}
