import { PAYMENT_MODES, type PaymentMode } from '../../../../domain/members.ts';

/** A gift's modes as a treasurer says them. */
const GIFT_MODE_LABELS: Record<PaymentMode, string> = {
  Chèque: 'Chèque',
  Espèce: 'Espèces',
  Virement: 'Virement',
  'Carte Bancaire': 'Carte',
};

export const giftModeLabel = (mode: PaymentMode) => GIFT_MODE_LABELS[mode];

export const PAYMENT_MODE_OPTIONS = PAYMENT_MODES.map((value) => ({ value, label: GIFT_MODE_LABELS[value] }));
