import { crc32, deflateSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import type { DonationNature } from '../../src/domain/donations.ts';
import type { PaymentMode } from '../../src/domain/members.ts';
import { donationSettings, donations, mailOutbox, users } from '../../src/server/db/schema.ts';
import { getDonationSettings } from '../../src/server/features/donations/donation-settings.ts';
import { type DonorIdentity, registerIdentityColumns } from '../../src/server/features/donations/donors.ts';
import { cancelReceiptIn } from '../../src/server/features/donations/receipt-cancel.ts';
import { issueReceipt } from '../../src/server/features/donations/receipts.ts';
import { recordDonation } from '../../src/server/features/donations/record-donation.ts';
import { type DemoContext, isoDaysFromNow } from './demo-context.ts';

/** The mentions of the demo association, as its statutes and the prefecture's record give them. */
const DEMO_RECEIPT_SETTINGS: Partial<typeof donationSettings.$inferInsert> = {
  receipts_enabled: true,
  legal_status: 'interet_general',
  object:
    'Faire vivre le lien entre les habitants du quartier : accueil, entraide, activités culturelles et sorties pour toutes les générations',
  identifier: 'W691012345',
  signatory_name: 'Claire Lefèvre',
  signatory_function: 'Présidente',
  receipt_mode: 'par_don',
  articles: ['200', '238 bis'],
  receipt_fees: false,
  max_amount_cents: 1_000_000,
  suggested_amounts_cents: [2000, 5000, 10_000],
};

/** One chunk of a PNG file: its length, type, data and checksum. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** The president's signature, drawn here (a looping stroke, grey on white) rather than kept as a file. */
function demoSignaturePng(): Buffer {
  const width = 240;
  const height = 80;
  // One filter byte, then one grey byte per pixel, for each row.
  const pixels = Buffer.alloc((width + 1) * height, 255);
  for (let row = 0; row < height; row++) pixels[row * (width + 1)] = 0;
  for (let step = 0; step <= 4000; step++) {
    const t = step / 4000;
    const x = 20 + 200 * t + 14 * Math.sin(t * 38);
    const y = 42 + 18 * Math.sin(t * 19) * Math.cos(t * 3) - 10 * t;
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px >= 0 && px < width && py >= 0 && py < height) pixels[py * (width + 1) + 1 + px] = 40;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const DEMO_SIGNATURE_KEY = 'documents/signature-recus-demo.png';

type DemoGift = {
  /** A member by their place in `members`, or someone else. */
  giver: number | Omit<DonorIdentity, 'user_id'>;
  amount_cents: number;
  donated_on: string;
  nature?: DonationNature;
  mode: PaymentMode | null;
  in_kind_description?: string;
  receipt_wanted?: boolean;
  /** Paid on the donation page: the provider's reference. */
  online?: string;
  note?: string;
};

const outsider = (
  prenom: string,
  nom: string,
  ville: string | null,
  code_postal: string | null,
  adresse: string | null,
) => ({
  prenom,
  nom,
  email: `${prenom}.${nom}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').concat('@demo.asso.fr'),
  adresse,
  code_postal,
  ville,
});

const BERNADETTE = outsider('Bernadette', 'Morel', 'Lyon', '69003', '8 rue Paul Bert');
const PIERRE = outsider('Pierre', 'Dumas', 'Écully', '69130', '21 chemin des Sources');
const LEA = outsider('Léa', 'Chevalier', 'Lyon', '69004', '5 montée de la Grande Côte');
/** A company's transfer, receipted on the companies' model (CERFA n° 16216); a made-up SIREN. */
const PRINTER = {
  ...outsider('Sylvie', 'Garnier', 'Villeurbanne', '69100', '14 cours Émile Zola'),
  company: { raison_sociale: 'Imprimerie du Rhône SARL', siren: '123456782' },
};
/** Gave online without an address: no receipt until the administrator adds it. */
const KARIM = outsider('Karim', 'Haddad', null, null, null);

/** Last year, before the association turned receipts on: they wait for the annual issue. */
function lastYearGifts(year: number): DemoGift[] {
  return [
    { giver: BERNADETTE, amount_cents: 5000, donated_on: `${year}-01-20`, mode: 'Chèque' },
    {
      giver: 0,
      amount_cents: 3000,
      donated_on: `${year}-03-08`,
      mode: 'Carte Bancaire',
      online: 'demo-don-a1',
    },
    { giver: PIERRE, amount_cents: 20_000, donated_on: `${year}-04-15`, mode: 'Virement' },
    { giver: BERNADETTE, amount_cents: 5000, donated_on: `${year}-06-21`, mode: 'Chèque' },
    {
      giver: 2,
      amount_cents: 1500,
      donated_on: `${year}-09-12`,
      mode: 'Espèce',
      note: 'Au forum des associations',
    },
    {
      giver: LEA,
      amount_cents: 8000,
      donated_on: `${year}-11-30`,
      mode: 'Carte Bancaire',
      online: 'demo-don-a2',
    },
    { giver: BERNADETTE, amount_cents: 10_000, donated_on: `${year}-12-18`, mode: 'Chèque' },
    { giver: 3, amount_cents: 2500, donated_on: `${year}-12-24`, mode: 'Virement', receipt_wanted: false },
  ];
}

/** This year, receipts on, one per gift: each wanted one comes with the gift. */
const RECENT_GIFTS: DemoGift[] = [
  { giver: PIERRE, amount_cents: 15_000, donated_on: isoDaysFromNow(-75), mode: 'Virement' },
  { giver: 1, amount_cents: 4000, donated_on: isoDaysFromNow(-60), mode: 'Chèque' },
  {
    giver: LEA,
    amount_cents: 80_000,
    donated_on: isoDaysFromNow(-45),
    nature: 'nature',
    mode: null,
    in_kind_description: 'Un piano droit pour la salle d’activités, estimé par l’accordeur',
  },
  {
    giver: KARIM,
    amount_cents: 3500,
    donated_on: isoDaysFromNow(-30),
    mode: 'Carte Bancaire',
    online: 'demo-don-b1',
  },
  {
    giver: 4,
    amount_cents: 6000,
    donated_on: isoDaysFromNow(-20),
    mode: 'Carte Bancaire',
    online: 'demo-don-b2',
  },
  { giver: BERNADETTE, amount_cents: 5000, donated_on: isoDaysFromNow(-12), mode: 'Chèque' },
  { giver: PRINTER, amount_cents: 100_000, donated_on: isoDaysFromNow(-8), mode: 'Virement' },
  { giver: 0, amount_cents: 2000, donated_on: isoDaysFromNow(-3), mode: 'Espèce', receipt_wanted: false },
];

/** Marc's cheque of 120 €, typed 12 € at first: its receipt is cancelled and a corrected one issued. */
const MISTYPED_CHEQUE = {
  wrongCents: 1200,
  rightCents: 12_000,
  reason: 'Montant erroné : chèque de 120 € saisi 12 €',
};

/**
 * The demo association receipts its gifts: its mentions in the settings, a year of gifts online
 * and by hand (cheques, transfers, cash, a piano in kind) from members, from people outside
 * the register and from a company, receipts numbered as the app numbers them, and one cancelled for a wrong amount.
 */
export async function seedDonations({
  tx,
  storage,
  admin,
  members,
  publicUrl,
  associationName,
}: DemoContext) {
  await storage.put(DEMO_SIGNATURE_KEY, demoSignaturePng(), 'image/png');
  await tx
    .update(donationSettings)
    .set({ ...DEMO_RECEIPT_SETTINGS, signature_key: DEMO_SIGNATURE_KEY })
    .where(eq(donationSettings.id, true));
  const settings = await getDonationSettings(tx);
  const mailing = { settings, sender: { associationName } };
  const ctx = { config: { publicUrl } };

  const memberIds = members.map((member) => member.id);
  const addresses = await tx
    .select({ id: users.id, ...registerIdentityColumns })
    .from(users)
    .where(inArray(users.id, memberIds));
  const donorOf = (giver: DemoGift['giver']): DonorIdentity => {
    if (typeof giver !== 'number') return { ...giver, user_id: null };
    const member = addresses.find((row) => row.id === memberIds[giver]);
    if (!member) throw new Error('demo donor member missing');
    const { id, ...identity } = member;
    return { ...identity, user_id: id };
  };
  const record = (gift: DemoGift, receiptsOn: boolean) =>
    recordDonation(
      tx,
      ctx,
      {
        donor: donorOf(gift.giver),
        amount_cents: gift.amount_cents,
        donated_on: gift.donated_on,
        nature: gift.nature ?? 'numeraire',
        mode_paiement: gift.mode,
        in_kind_description: gift.in_kind_description ?? null,
        receipt_wanted: gift.receipt_wanted ?? true,
        note: gift.note ?? '',
        payment_id: gift.online ?? null,
        recorded_by: gift.online ? null : admin.id,
      },
      { ...mailing, settings: { ...settings, receipts_enabled: receiptsOn } },
    );

  const lastYear = Number(isoDaysFromNow(0).slice(0, 4)) - 1;
  for (const gift of lastYearGifts(lastYear)) await record(gift, false);

  const mistyped = await record(
    { giver: 1, amount_cents: MISTYPED_CHEQUE.wrongCents, donated_on: isoDaysFromNow(-90), mode: 'Chèque' },
    true,
  );
  if (mistyped.receipt) {
    await cancelReceiptIn(tx, mistyped.receipt.id, { reason: MISTYPED_CHEQUE.reason }, admin);
    const [corrected] = await tx
      .update(donations)
      .set({ amount_cents: MISTYPED_CHEQUE.rightCents })
      .where(eq(donations.id, mistyped.donation.id))
      .returning();
    if (corrected) {
      await issueReceipt(tx, {
        kind: 'don',
        donor: mistyped.donor,
        gifts: [corrected],
        settings,
        issuedBy: admin.id,
        mailing: { sender: mailing.sender, publicUrl },
      });
    }
  }
  for (const gift of RECENT_GIFTS) await record(gift, true);

  // The demo's receipts went out when they were issued: nothing is left for the outbox to send.
  const emails = [
    ...addresses.map((row) => row.email),
    ...[BERNADETTE, PIERRE, LEA, KARIM, PRINTER].map((p) => p.email),
  ];
  await tx
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: new Date() })
    .where(and(eq(mailOutbox.status, 'pending'), inArray(mailOutbox.to, emails)));
}
