import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const PAGE_LOADERS = fileURLToPath(new URL('../src/client/endpoint-loaders.ts', import.meta.url))
const WORKER_LOADERS = fileURLToPath(new URL('../sw/endpoint-loaders.ts', import.meta.url))

/**
 * The service worker's build takes sw/endpoint-loaders.ts where the client layer imports
 * src/client/endpoint-loaders.ts: a worker cannot load code later (its dynamic imports are
 * inlined), so the pages' lazy loaders of every area would put all the schemas in its file.
 */
export function swEndpointLoaders(): Plugin {
  return {
    name: 'sw-endpoint-loaders',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('endpoint-loaders')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === PAGE_LOADERS ? WORKER_LOADERS : null
    },
  }
}
