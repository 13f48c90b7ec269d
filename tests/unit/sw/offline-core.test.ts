import { describe, expect, it } from 'vitest'
import { coreScripts, offlineCore } from '../../../scripts/offline-core'

/** A small build: the entry, the frame it loads later, the daily home and a route not opened every day. */
const graph = {
  entry: 'assets/index.js',
  chunks: new Map([
    ['assets/index.js', { imports: ['assets/framework.js', 'assets/shell.js'], dynamicImports: [] }],
    ['assets/framework.js', { imports: [], dynamicImports: [] }],
    // the shell loads the frame after the first screen, and every route lazily
    ['assets/shell.js', { imports: ['assets/framework.js'], dynamicImports: ['assets/chrome.js', 'assets/host-layout.js', 'assets/home.js', 'assets/invoice.js'] }],
    ['assets/chrome.js', { imports: ['assets/overlay-parts.js'], dynamicImports: ['assets/sync-status.js'] }],
    ['assets/overlay-parts.js', { imports: [], dynamicImports: [] }],
    ['assets/sync-status.js', { imports: [], dynamicImports: [] }],
    ['assets/host-layout.js', { imports: [], dynamicImports: [] }],
    ['assets/home.js', { imports: ['assets/shared-home-invoice.js'], dynamicImports: [] }],
    ['assets/invoice.js', { imports: ['assets/shared-home-invoice.js', 'assets/invoice-texts.js'], dynamicImports: ['assets/invoice-dialog.js'] }],
    ['assets/shared-home-invoice.js', { imports: [], dynamicImports: [] }],
    ['assets/invoice-texts.js', { imports: [], dynamicImports: [] }],
    ['assets/invoice-dialog.js', { imports: [], dynamicImports: [] }],
  ]),
  own: {
    '/work/index': ['assets/home.js', 'assets/host-layout.js'],
    '/settle/invoice': ['assets/invoice.js', 'assets/host-layout.js'],
  },
}

describe("the first install's core (issue 34)", () => {
  it('holds the entry, the frame it loads later and the daily screens, not the other routes\' code', () => {
    const core = coreScripts(graph)
    expect([...core].sort()).toEqual([
      'assets/chrome.js', 'assets/framework.js', 'assets/home.js', 'assets/host-layout.js', 'assets/index.js',
      'assets/overlay-parts.js', 'assets/shared-home-invoice.js', 'assets/shell.js', 'assets/sync-status.js',
    ])
  })

  it('marks the core in the manifest, with every page, the stylesheet and the prerendered table', () => {
    const core = offlineCore()
    core.onRouteChunks(graph)
    const entry = (url: string) => ({ url, revision: null, size: 1 })
    const { manifest } = core.markCore(['index.html', 'prerendered/home.en.html', 'prerendered.json', 'assets/index.css', 'assets/home.js', 'assets/invoice.js', 'sounds/new-order.mp3'].map(entry))
    expect(manifest.filter((e) => e.core).map((e) => e.url)).toEqual(['index.html', 'prerendered/home.en.html', 'prerendered.json', 'assets/index.css', 'assets/home.js'])
  })

  it('without the chunk graph every file is core: the first install saves all, as before', () => {
    const { manifest, warnings } = offlineCore().markCore([{ url: 'assets/invoice.js', revision: null, size: 1 }])
    expect(manifest[0]!.core).toBe(true)
    expect(warnings).toHaveLength(1)
  })
})
