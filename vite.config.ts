/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { constants as zlibConstants } from 'node:zlib'
import { chunkCatalogs } from './scripts/chunk-catalogs.ts'
import { routePreloads } from './scripts/route-preloads.ts'
import { stylesFirst } from './scripts/styles-first.ts'
import { chunkNamer } from './scripts/chunk-groups.ts'
import { prerenderPages } from './scripts/prerender.ts'
import { offlineCore } from './scripts/offline-core.ts'
import { swEndpointLoaders } from './scripts/sw-endpoint-loaders.ts'
import { fileURLToPath } from 'node:url'

/** What the worker's first install saves before it takes over (issue 34). */
const core = offlineCore()

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`

/** React, TanStack Router and Query, Lingui: one chunk every route loads first (decision 0035). */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|@lingui[\\/](core|react))[\\/]/

/** The build's id (BUILD_ID or the build time): the portal sends it, the SW precache names differ per build. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '')

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // pending components are split too (the router's default keeps them in the entry): the
      // guide's article placeholder and layout no longer load with every first visit. A route's
      // loader comes with its component, in one chunk: what loaders read (queries, content
      // tables) is not in the entry, and the route costs no extra request (issue 41)
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    // each chunk carries the translations of its own messages (docs/decisions/0034-chunk-catalogs.md)
    chunkCatalogs(),
    // each route's scripts, preloaded by the index.html the server sends for it (decision 0035)
    routePreloads({
      routeTree: fileURLToPath(new URL('./src/app/routeTree.gen.ts', import.meta.url)),
      routesDir: fileURLToPath(new URL('./src/app/routes', import.meta.url)),
      onRouteChunks: core.onRouteChunks,
    }),
    tailwindcss(),
    // the stylesheet is asked for before the scripts: the splash paints sooner (decision 0043)
    stylesFirst(),
    // the first screens as HTML, hydrated by the client (issue 41); before the worker's precache is made
    prerenderPages(),
    // docs/decisions/0010-pwa.md: injectManifest with sw/sw.ts, registered by src/app/shell/pwa-register.ts
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // the plugin adds the manifest and its icons itself (TOOLCHAIN.md): no png/webmanifest here
        globPatterns: ['**/*.{js,css,html,svg,mp3,ogg,wav,m4a}', 'prerendered.json'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // the precompressed copies beside the files (compression() below) are for the server only
        // and the map providers' code (MapLibre, about 250 KB gz): a map needs the network for its
        // tiles anyway, and offline the address step draws its own plane (decision 0041)
        globIgnores: ['**/node_modules/**/*', '**/*.br', '**/*.gz', '**/maplibre*', '**/amap*'],
        // the entries a first install saves before it takes over the page are marked (sw/sw.ts)
        manifestTransforms: [core.markCore],
        // the worker calls the server for an answer from a notification (issue 40): only the
        // schemas of the calls it makes go in its file (sw/endpoint-loaders.ts)
        buildPlugins: { vite: [swEndpointLoaders()] },
      },
      manifest: {
        id: '/',
        name: '房东后台 Host Portal',
        short_name: '房东后台',
        description: '房东商家后台：管理房源、房态、订单与结算。Host portal: listings, calendars, orders and payouts.',
        lang: 'zh-CN',
        dir: 'ltr',
        start_url: '/work/index',
        scope: '/',
        display: 'standalone',
        theme_color: '#b53f0e',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // photos shared from the phone's gallery come to the portal (sw/sw.ts keeps them, /share places them: issue 40)
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { title: 'title', text: 'text', files: [{ name: 'photos', accept: ['image/jpeg', 'image/png', 'image/webp', 'image/*'] }] },
        },
        // a long press on the installed icon goes straight to what a host opens most (issue 40);
        // both languages in each name, as in the app's name (one manifest for every host)
        shortcuts: [
          { name: '待确认订单 Orders to confirm', short_name: '待确认 To confirm', url: '/order/orderList?group=waitConfirm', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
          { name: '房态日历 Calendar', short_name: '房态 Calendar', url: '/house/roomManagement', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
          { name: '消息 Messages', short_name: '消息 Messages', url: '/setting/systemMessage', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        ],
      },
    }),
    // .br and .gz beside every compressible file of dist/, served by src/server/static.ts
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    // no preload lists in the code: every dynamic import carried the list of the chunks it needs
    // (4-6 KB gz in the entry alone, issue 41); a route's first load has them preloaded by the
    // index.html the server sends (route-preloads), later routes by the router's intent preloading
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 30 },
            {
              // Radix's building blocks that every page paints with (slots, labels, ids): one chunk
              // instead of a dozen; the controls (tabs, checkboxes, radio groups, switches) go with
              // the routes that use them, the overlays stay in overlay-parts (decisions 0035, 0043)
              name: 'radix-base',
              test: /node_modules[\\/](radix-ui[\\/]dist[\\/](slot|label|visually-hidden|separator)\.mjs|@radix-ui[\\/](primitive|react-(primitive|slot|compose-refs|context|use-controllable-state|use-callback-ref|use-layout-effect|use-effect-event|id|label|visually-hidden|separator))[\\/])/,
              priority: 20,
            },
            // one chunk per part of the portal (a route, the call layer, the chrome), what they
            // share in `common`: a first screen in a few scripts (scripts/chunk-groups.ts, issue 41)
            { name: chunkNamer(fileURLToPath(new URL('.', import.meta.url)), (id) => FRAMEWORK.test(id)), debugName: 'parts', priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/verify': apiTarget,
      '/open-api': apiTarget,
      '/ical': apiTarget,
    },
  },
  test: {
    // both cores (vitest's default leaves one idle on a two-core machine)
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // the files of a worker share its modules (the server's graph is imported once, not per
          // file: 30% less time): each file starts its own servers and gives providers through
          // startServer, never through module mocks
          isolate: false,
          // the suites run side by side in CI (scripts/test-all.mjs): a test may take twice its usual time
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
