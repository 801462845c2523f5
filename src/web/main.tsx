import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './lib/queryClient.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

dayjs.locale('fr');

/**
 * The server's CSP lets in only the `<style>` elements that carry this answer's nonce: Mantine
 * writes its theme variables in some, and the scroll lock of its modals (through get-nonce) in
 * others. The browser hides the attribute from the page's CSS, not from its scripts.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-style-nonce"]')?.nonce ?? '';
setNonce(styleNonce);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={() => styleNonce}>
        <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
          <ModalsProvider labels={{ confirm: 'Confirmer', cancel: 'Annuler' }}>
            <Notifications position="top-right" autoClose={3000} />
            <RouterProvider router={router} />
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
