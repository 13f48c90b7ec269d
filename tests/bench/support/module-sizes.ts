/**
 * Which source modules a built script's bytes come from, read from its source map: every
 * generated character between two mappings belongs to the first one's source. The first-visit
 * bench uses it to name the biggest modules of a route (issue 22), where chunk names alone
 * ("framework", "index") hide what is in them.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]))

export type SourceMap = { sources: string[]; mappings: string }

/**
 * The number of generated characters of `code` that each source of `map` produced. What no
 * mapping covers is named by `unmapped` from its text (the build's own additions: a chunk's
 * translations, the preload lists), else '(unmapped)'.
 */
export function bytesBySource(code: string, map: SourceMap, unmapped: (text: string) => string | undefined = () => undefined): Map<string, number> {
  const lines = code.split('\n')
  const sizes = new Map<string, number>()
  const put = (name: string, length: number) => sizes.set(name, (sizes.get(name) ?? 0) + length)
  const add = (source: number, length: number, text: () => string) => {
    if (length <= 0) return
    put(map.sources[source] ?? unmapped(text()) ?? '(unmapped)', length)
  }
  let source = 0
  const mapped = map.mappings.split(';')
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line] as string
    let column = 0
    // segments of this line: [generated column, source index] (both relative, the source across lines)
    const starts: { column: number; source: number }[] = []
    for (const segment of (mapped[line] ?? '').split(',')) {
      if (segment === '') continue
      const fields = decodeVlq(segment)
      column += fields[0] ?? 0
      if (fields.length >= 4) source += fields[1] ?? 0
      starts.push({ column, source: fields.length >= 4 ? source : -1 })
    }
    // what precedes the first mapping (and the line break) is unmapped
    const first = starts[0]?.column ?? text.length
    add(-1, first, () => text.slice(0, first))
    if (line < lines.length - 1) put('(unmapped)', 1)
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i] as { column: number; source: number }
      const end = starts[i + 1]?.column ?? text.length
      add(start.source, end - start.column, () => text.slice(start.column, end))
    }
  }
  return sizes
}

/** A source path as a reader names it: the npm package (scoped or not), else the project file. */
export function moduleName(source: string): string {
  const inModules = source.lastIndexOf('node_modules/')
  if (inModules >= 0) {
    const parts = source.slice(inModules + 'node_modules/'.length).split('/')
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string)
  }
  return source.replace(/^(\.\.\/)+/, '').replace(/^\.?\//, '')
}

/** A project file's folder (src/app/features/work/...), an npm package as it is: what a listing groups by. */
export function moduleGroup(source: string): string {
  const name = moduleName(source)
  if (!name.startsWith('src/')) return name
  const parts = name.split('/')
  // src/app/features/<area>, src/domain/<area>, src/app/<folder>, src/client
  const depth = parts[1] === 'app' && (parts[2] === 'features' || parts[2] === 'routes') ? 4 : 3
  return parts.length > depth ? parts.slice(0, depth).join('/') : parts.slice(0, -1).join('/') || name
}

function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = DIGIT.get(char)
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}
