import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { build } from 'vite'
import type { Plugin, ResolvedConfig } from 'vite'
import type { PrerenderTarget, Prerendered } from '../src/app/prerender.tsx'
import type { PrerenderedTable } from '../src/domain/prerendered.ts'
import { routeFilesByPath } from './route-preloads.ts'

/** The file beside index.html naming the prerendered pages (read by src/server/static.ts and the service worker). */
export const PRERENDERED_FILE = 'prerendered.json'

/** Where each page's HTML goes, under dist/. */
export const PRERENDERED_DIR = 'prerendered'

/** The pages prerendered in each language: the public first screens, and the host's frame. */
export const PRERENDERED_PAGES: ReadonlyArray<{ name: string; path: string; kind: PrerenderTarget['kind'] }> = [
  { name: 'home', path: '/', kind: 'page' },
  { name: 'login', path: '/login', kind: 'page' },
  { name: 'register', path: '/register', kind: 'page' },
  { name: 'find-password', path: '/findPassword', kind: 'page' },
  { name: 'not-found', path: '/404', kind: 'page' },
  { name: 'host-frame', path: '/work/index', kind: 'host-frame' },
]
const LANGS = ['zh', 'en'] as const


/**
 * The first screen as HTML (issue 41): after the client build, the portal's own tree is built once
 * more for Node (an SSR build of src/app/prerender.tsx) and rendered by React's server renderer for
 * each page and language into a copy of index.html: the splash is replaced by the page, the
 * stylesheet is inlined (the first paint needs nothing else), and #root says what it holds so the
 * client knows whether it may hydrate it. Runs before the service worker's precache is made, so the
 * worker holds the pages too.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error?: Error) {
        // a failed build has no index.html to fill: its own error is the one to show
        if (error || config.build.ssr) return
        const outDir = path.resolve(config.root, config.build.outDir)
        const serverDir = path.join(config.root, 'node_modules', '.prerender')
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          mode: 'production',
          plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
          // the build's constants, but the catalogs: the prerendering loads them whole (no chunks)
          define: Object.fromEntries(Object.entries(config.define ?? {}).filter(([name]) => name !== '__CHUNK_CATALOGS__')),
          build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
        })
        const renderer = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as { renderPage: (target: PrerenderTarget) => Promise<Prerendered> }
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
        const stylesheet = readStylesheet(template, outDir)
        fs.mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true })
        // the host's pages: those under the _host layout in the route tree
        const routesDir = path.join(config.root, 'src/app/routes')
        const routeFiles = routeFilesByPath(fs.readFileSync(path.join(config.root, 'src/app/routeTree.gen.ts'), 'utf8'), routesDir)
        const hostLayout = path.join(routesDir, '_host.tsx')
        const hostPaths = Object.entries(routeFiles).filter(([, files]) => files.includes(hostLayout)).map(([fullPath]) => fullPath)
        const table: PrerenderedTable = { pages: {}, hostFrame: {}, hostPaths }
        for (const page of PRERENDERED_PAGES) {
          for (const lang of LANGS) {
            const rendered = await renderer.renderPage({ path: page.path, lang, kind: page.kind })
            const file = `${PRERENDERED_DIR}/${page.name}.${lang}.html`
            fs.writeFileSync(path.join(outDir, file), pageHtml(template, rendered, stylesheet, { kind: page.kind, lang, path: page.path }))
            if (page.kind === 'host-frame') table.hostFrame[lang] = file
            else (table.pages[page.path] ??= {})[lang] = file
          }
        }
        fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(table))
      },
    },
  }
}

/** index.html with the page in #root, its language and title, and the stylesheet inline. */
export function pageHtml(template: string, page: Prerendered, stylesheet: { href: string; css: string } | null, root: { kind: string; lang: string; path: string }): string {
  const start = template.indexOf('<div id="root">')
  const end = template.indexOf('<!--/root-->')
  if (start < 0 || end < 0) throw new Error('prerender: index.html has no <div id="root">…<!--/root--> to fill')
  let html =
    template.slice(0, start) +
    `<div id="root" data-prerendered="${root.kind}" data-lang="${root.lang}" data-path="${escapeAttribute(root.path)}">${page.html}</div>` +
    template.slice(end + '<!--/root-->'.length)
  html = html.replace(/<html lang="[^"]*">/, `<html lang="${page.htmlLang}">`).replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
  if (stylesheet) {
    // the styles travel with the page: its first paint waits for no other file
    html = html
      .replace(new RegExp(`[ \\t]*<link rel="preload" as="style"[^>]*href="${stylesheet.href}"[^>]*>\\n?`), '')
      .replace(new RegExp(`[ \\t]*<link rel="stylesheet"[^>]*href="${stylesheet.href}"[^>]*>\\n?`), `    <style>${stylesheet.css}</style>\n`)
  }
  return html
}

function readStylesheet(template: string, outDir: string): { href: string; css: string } | null {
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template)?.[1]
  if (!href) return null
  return { href, css: fs.readFileSync(path.join(outDir, href), 'utf8').replace(/<\/style/gi, '<\\/style') }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
}
