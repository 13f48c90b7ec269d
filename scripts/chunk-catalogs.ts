import MagicString from 'magic-string'
import type { Plugin } from 'vite'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'

/**
 * Translations travel with the code that shows them (docs/decisions/0034-chunk-catalogs.md).
 *
 * In a production build the Lingui macros leave only message ids in the code
 * (`_({id:`NU5uaG`})`, `<Trans id=…>`). For every chunk this plugin finds the ids it contains and
 * puts their compiled translations, for every locale, in front of the chunk:
 * `(globalThis.__chunkMessages ||= []).push({zh:{…},en:{…}})`. src/app/i18n.ts drains that queue
 * into the catalogs it activates. A route so loads the translations of its own code only (a few
 * KB) instead of the whole catalog (22 KB gz, growing with every area), in the same request as
 * the code, and switching language needs no download. The dev server (no chunks) keeps loading
 * the whole .po catalog.
 */
export function chunkCatalogs(): Plugin {
  let catalogs: Record<string, Record<string, unknown>> = {}
  return {
    name: 'chunk-catalogs',
    apply: 'build',
    config: () => ({ define: { __CHUNK_CATALOGS__: 'true' } }),
    async buildStart() {
      catalogs = await compiledCatalogs()
    },
    renderChunk(code, chunk) {
      const ids = messageIdsIn(code, catalogs)
      if (ids.length === 0) return null
      const payload: Record<string, Record<string, unknown>> = {}
      for (const [locale, messages] of Object.entries(catalogs)) {
        payload[locale] = Object.fromEntries(ids.map((id) => [id, messages[id]]))
      }
      const out = new MagicString(code)
      out.prepend(`(globalThis.__chunkMessages||=[]).push(${JSON.stringify(payload)});\n`)
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: chunk.fileName }) }
    },
  }
}

/** The ids of the catalog's messages that a chunk's code names (`id:` followed by a quoted id). */
export function messageIdsIn(code: string, catalogs: Record<string, Record<string, unknown>>): string[] {
  const known = Object.values(catalogs)[0] ?? {}
  const ids = new Set<string>()
  for (const match of code.matchAll(/\bid:\s*[`"']([^`"'\s]{1,64})[`"']/g)) {
    const id = match[1]!
    if (Object.hasOwn(known, id)) ids.add(id)
  }
  return [...ids].sort()
}

/** Every locale's catalog, compiled as the Lingui vite plugin compiles it (missing ones fall back to the source). */
async function compiledCatalogs(): Promise<Record<string, Record<string, unknown>>> {
  const config = getConfig()
  const result: Record<string, Record<string, unknown>> = {}
  for (const catalog of await getCatalogs(config)) {
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      })
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' })
      if (errors.length > 0) throw new Error(`chunk-catalogs: ${locale} has messages that do not compile: ${errors.map((e) => e.id).join(', ')}`)
      result[locale] = { ...result[locale], ...(JSON.parse(source) as { messages: Record<string, unknown> }).messages }
    }
  }
  return result
}
