/**
 * The index.html of one route with `<link rel="modulepreload">` for the route's own scripts
 * (scripts/route-preloads.ts writes the table at build time; decision 0035). Without them the
 * browser finds a route's code only after the entry has run: one round trip later.
 */

/** The table's key for a path: the route with that exact path, else the pattern with the most fixed segments. */
export function routeKeyFor(pathname: string, keys: readonly string[]): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (keys.includes(path)) return path
  const segments = path.split('/')
  let best: { key: string; fixed: number } | undefined
  for (const key of keys) {
    const parts = key.split('/')
    // the catch-all ('/$') is the 404 page: it needs no preloading
    if (parts.length !== segments.length || parts.some((part) => part === '$')) continue
    let fixed = 0
    const fits = parts.every((part, index) => {
      if (part.startsWith('$')) return (segments[index] ?? '') !== ''
      if (part === segments[index]) fixed += 1
      return part === segments[index]
    })
    if (fits && (!best || fixed > best.fixed)) best = { key, fixed }
  }
  return best?.key
}

/** index.html with a modulepreload link per script before </head> (the same form Vite writes). */
export function withPreloads(html: string, scripts: readonly string[]): string {
  const safe = scripts.filter((script) => /^assets\/[\w.-]+\.js$/.test(script))
  if (safe.length === 0) return html
  const links = safe.map((script) => `    <link rel="modulepreload" crossorigin href="/${script}">\n`).join('')
  return html.replace('</head>', `${links}  </head>`)
}

/** The build's table, or an empty one when it is missing or damaged (the page then loads as before). */
export function parsePreloads(text: string | null): Record<string, string[]> {
  if (!text) return {}
  try {
    const value = JSON.parse(text) as unknown
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string')),
    )
  } catch {
    return {}
  }
}
