import type { Plugin } from 'vite'
import { STYLESHEET_ID } from '../src/app/shell/stylesheet.ts'

/**
 * The built index.html asks for its stylesheet before the entry script and the modulepreloads
 * (decision 0043). Vite writes the stylesheet last; over HTTP/1.1 a browser opens six
 * connections, so the 20 preloads ahead of it held back the first paint of the splash by a second
 * on a slow phone.
 *
 * The stylesheet does not block rendering either (issue 22): the splash has its own inline
 * styles, so it paints as soon as the HTML is parsed, not after the stylesheet arrives. The link
 * is a preload at the stylesheet's own high priority plus the stylesheet itself with
 * media="print" (applied to nothing on screen, so not render-blocking); main.tsx sets it to
 * "all" and waits for it to load before the portal replaces the splash, so no screen is ever
 * drawn unstyled.
 */
export function stylesFirst(): Plugin {
  return {
    name: 'styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/gm) ?? []
        if (links.length === 0) return html
        if (links.length > 1) throw new Error(`styles-first: expected one stylesheet in index.html, found ${links.length}`)
        const link = links[0]!
        const href = /href="([^"]+)"/.exec(link)?.[1]
        if (!href) throw new Error('styles-first: the stylesheet link has no href')
        const replacement =
          `    <link rel="preload" as="style" crossorigin href="${href}">\n` +
          `    <link rel="stylesheet" crossorigin href="${href}" media="print" id="${STYLESHEET_ID}">\n`
        // right after the title: before the entry script and every modulepreload
        return html.replace(link, '').replace(/(<\/title>\n)/, `$1${replacement}`)
      },
    },
  }
}
