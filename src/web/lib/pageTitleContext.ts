import { createContext } from 'react';

/** The title the current page's route declares (`lazyRoute`), which its `PageTitle` shows. */
export const PageTitleContext = createContext<string | undefined>(undefined);
