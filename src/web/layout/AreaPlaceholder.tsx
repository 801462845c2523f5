import { Box, Group, Loader } from '@mantine/core';
import { use } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../lib/PageTitle.tsx';
import { PageTitleContext } from '../lib/pageTitleContext.ts';
import classes from './AreaPlaceholder.module.css';
import { AssociationName } from './AssociationName.tsx';
import { areaPlaceholderSizes } from './areaShell.ts';

/**
 * What a signed-in visitor sees while the area's and the page's code arrive: the frame's header
 * and the page's title where the frame will draw them, from the first load. On a phone the page
 * has a title a moment sooner rather than a spinner; the frame and the page then replace this
 * without anything moving.
 */
export function AreaPlaceholder() {
  const title = use(PageTitleContext);
  const isAdminArea = useLocation().pathname.startsWith('/admin');
  return (
    <div style={areaPlaceholderSizes}>
      <header className={classes.header}>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          {/* Where the frame's menu button goes on a phone (Mantine's `sm` burger). */}
          <Box w={28} hiddenFrom="sm" />
          <AssociationName homePath={isAdminArea ? '/admin' : '/'} />
        </Group>
      </header>
      <main className={classes.main} aria-busy="true">
        {title && <PageTitle />}
        <Loader mt="lg" />
      </main>
    </div>
  );
}
