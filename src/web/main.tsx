import './styles/first-load.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotificationsHost } from './layout/NotificationsHost.tsx';
import { queryClient } from './lib/queryClient.ts';
import { prefetchAssociation } from './lib/useAssociation.ts';
import { AppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The server's CSP lets in only the `<style>` elements that carry this answer's nonce: Mantine
 * writes its theme variables in some, and the scroll lock of its modals (through get-nonce) in
 * others. The browser hides the attribute from the page's CSS, not from its scripts.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-style-nonce"]')?.nonce ?? '';
setNonce(styleNonce);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

prefetchAssociation();
const root = createRoot(rootElement);
// A transition: React draws the first screen in short slices rather than in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          getStyleNonce={() => styleNonce}
        >
          <NotificationsHost />
          <AppRouter />
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
