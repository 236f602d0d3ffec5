import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // React Aria ships its widgets' words in 30+ languages; keep the three the app speaks (components/ui/ui-locale.tsx).
    optimizeLocales.vite({ locales: ['pt-BR', 'en-US', 'es-ES'] }),
    // Installable app and offline app shell (PRODUCT.md §4). Every built asset is precached, so after one online
    // visit the entry page opens with no network; data comes from IndexedDB (lib/offline-db.ts).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by the signed-in app (lib/register-service-worker.ts, with workbox-window), not by index.html.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        name: 'Ecopeso',
        short_name: 'Ecopeso',
        description: 'Monitoramento de resíduos: pesagens em três toques, mesmo offline.',
        lang: 'pt-BR',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        theme_color: '#15803d',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // API calls always go to the network; offline reads come from IndexedDB, not from the HTTP cache.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // A new version takes over the open tabs at once (a kitchen tablet's tab is never closed); the page
        // reloads into it when next hidden (lib/register-service-worker.ts), never under someone's fingers.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // One React whatever the layout of node_modules: in a git worktree whose apps/web/node_modules is a symlink to
    // another checkout's, better-auth's React client resolved `react` from that checkout, a second React, and the
    // signed-in app failed on its first hook ("Cannot read properties of null (reading 'useRef')").
    dedupe: ['react', 'react-dom'],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { sourcemap: false, target: 'es2022' },
});
