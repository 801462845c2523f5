import { Title } from '@mantine/core';
import { type ReactNode, use } from 'react';
import { PageTitleContext } from './pageTitleContext.ts';

/**
 * The page's one `h1`, the first thing a screen reader's list of headings gives: the title its
 * route declares, unless the page writes one of its own (the dashboard greets the member by name).
 * It keeps the size of a section title: the header above already shows the association's name in
 * large.
 */
export function PageTitle({ children }: { children?: ReactNode }) {
  const declared = use(PageTitleContext);
  return (
    <Title order={1} size="h2">
      {children ?? declared}
    </Title>
  );
}
