const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** '7,50 €' — Intl writes a narrow no-break space before the sign, which is what French typography wants. */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}
