import { createContext } from 'react';

/**
 * Whether the visitor's screen is narrow (a phone's), as the server guessed it from what the
 * browser says of itself (`firstPage.ts`): the server draws a phone's cards or a computer's table
 * from this guess, and the browser takes that HTML over as drawn, before it measures the screen.
 */
export const NarrowScreenGuess = createContext(false);
