import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The page's one `h1`, the first thing a screen reader's list of headings gives. It keeps the
 * size of a section title: the header above already shows the association's name in large.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2">
      {children}
    </Title>
  );
}
