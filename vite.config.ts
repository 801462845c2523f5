import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: [
    react(),
    // A brotli and a gzip copy of every script and stylesheet, made once here rather than on each
    // request; the server sends the one the browser accepts. index.html is never sent as a file.
    // The server's own entry is never sent at all.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg)$/,
        skipIfLargerOrEqual: false,
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        logLevel: 'silent',
      }),
  ],
  // The server's entry carries its libraries: it runs from whatever folder the build went to,
  // with no node_modules above it. React's production build, whatever the server's NODE_ENV: the
  // development one draws several times slower and writes its stacks into the pages.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? // One file: a new build is loaded whole by a running server, never mixed with the last one's chunks.
      { emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // The chunks over Vite's 500 kB are pages loaded on their own route by an administrator
        // (the message editor, the yearly charts); what every visitor loads first is held by the
        // bench's budget. The warning printed at each `npm start` made an installation look broken.
        chunkSizeWarningLimit: 1000,
        // Which files each chunk needs: the server names a page's in its HTML (page-assets.ts).
        manifest: true,
        rolldownOptions: {
          // Needed by the inlining below; the app's entry exports nothing anyway.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // The libraries the first page needs (React, the router, Mantine's core, the query
              // client) as one file beside the entry, rather than a dozen the browser asks one by one.
              groups: [{ name: 'first-load', test: /node_modules/, tags: ['$initial'] }],
              // Left alone, the split makes a file of every small piece two pages share (an icon, a
              // badge): a member page then asked for 60 files, each costing a round trip on a phone.
              // Pieces under 8 KB are copied into the pages that use them instead, their state still
              // shared (measured with `npm run bench -- --only lighthouse`).
              experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/paiement-simule': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
}));
