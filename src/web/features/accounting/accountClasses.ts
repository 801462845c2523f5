/** The chart's classes by their first digit, as the associations' chart names them. */
export const CLASS_LABELS: Record<number, string> = {
  1: 'Fonds propres, emprunts',
  2: 'Immobilisations',
  3: 'Stocks',
  4: 'Tiers',
  5: 'Banques et caisse',
  6: 'Charges',
  7: 'Produits',
  8: 'Contributions volontaires',
};
