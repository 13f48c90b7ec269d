/**
 * The stack's floor app (tests/bench/floor, issue 41), built with the portal's own Vite set-up:
 * the React plugin, the same framework chunk and the same build-time compression. Every speed
 * figure of the portal is printed beside this app's, measured in the same run.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants as zlibConstants } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

const FLOOR_DIR = fileURLToPath(new URL('../floor', import.meta.url))

/** Builds the floor app into `outDir` (emptied first) and returns it. */
export async function buildFloorApp(outDir: string): Promise<string> {
  fs.rmSync(outDir, { recursive: true, force: true })
  await build({
    configFile: false,
    root: FLOOR_DIR,
    logLevel: 'warn',
    plugins: [
      react(),
      compression({
        include: /\.(js|mjs|css|html|svg|json)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // the portal's framework group (vite.config.ts), so both apps ship the framework alike
          codeSplitting: {
            groups: [{
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|@lingui[\\/](core|react))[\\/]/,
              priority: 30,
            }],
          },
        },
      },
    },
  })
  return outDir
}

/** Where the bench builds the floor app by default. */
export const FLOOR_OUT_DIR = path.resolve('test-results', 'floor-dist')
