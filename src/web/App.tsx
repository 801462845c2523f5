import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { NotificationsHost } from './layout/NotificationsHost.tsx';
import { NarrowScreenGuess } from './lib/screenGuess.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProps = {
  queryClient: QueryClient;
  /** The nonce of this answer's Content-Security-Policy, which Mantine's `<style>` elements carry. */
  styleNonce: string;
  isNarrowScreen: boolean;
  /** The pages inside the browser's router or the server's. */
  children: ReactNode;
};

/** The app as the browser and the server both draw it: the same tree, so the browser takes over the server's HTML. */
export function App({ queryClient, styleNonce, isNarrowScreen, children }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          getStyleNonce={() => styleNonce}
        >
          <NarrowScreenGuess value={isNarrowScreen}>
            <NotificationsHost />
            {children}
          </NarrowScreenGuess>
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
