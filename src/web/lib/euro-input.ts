/**
 * The props of every amount input: French decimals, always two of them (« 7,50 € », never
 * « 7,5 € »), as formatEuros writes amounts elsewhere.
 */
export const EURO_INPUT_PROPS = {
  min: 0,
  step: 0.01,
  decimalScale: 2,
  fixedDecimalScale: true,
  decimalSeparator: ',',
  suffix: ' €',
} as const;
