import { z } from './zod.ts';

const HAND_FIGURE_MAX = 100_000;

const handFigure = z
  .int({ error: 'Indiquez un nombre entier' })
  .min(0, 'Le nombre ne peut pas être négatif')
  .max(HAND_FIGURE_MAX, 'Ce nombre est trop grand')
  .default(0);

/**
 * What the chair counted: an approval's Oui, Non and abstentions; a choice's hands per option; an
 * election's voters and hands per candidate (each voter may raise a hand for up to the seats).
 */
export const handCountInputSchema = z.object({
  voters: handFigure,
  oui: handFigure,
  non: handFigure,
  abstention: handFigure,
  options: z
    .array(z.object({ option: z.string().max(200), count: handFigure }))
    .max(50)
    .default([]),
});
export type HandCountInput = z.output<typeof handCountInputSchema>;

/** A resolution's show of hands as kept: the options in the resolution's order. */
export const handCountSchema = z.object({
  voters: z.number(),
  oui: z.number(),
  non: z.number(),
  abstention: z.number(),
  options: z.array(z.object({ option: z.string(), count: z.number() })),
});
