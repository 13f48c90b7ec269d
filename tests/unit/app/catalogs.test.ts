import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Guards the message catalogs: the Chinese catalog must translate every
 * message of the English one and keep the ICU placeholders of each message.
 */

const LOCALES_DIR = new URL('../../../src/app/locales/', import.meta.url)

interface PoEntry {
  /** msgctxt + EOT + msgid when there is a context, otherwise the msgid. */
  key: string
  msgid: string
  msgstr: string
}

function unescapePo(value: string): string {
  return value.replace(/\\(.)/g, (_, char: string) => {
    switch (char) {
      case 'n':
        return '\n'
      case 't':
        return '\t'
      case 'r':
        return '\r'
      default:
        return char
    }
  })
}

/** Reads msgctxt/msgid/msgstr entries of a .po file; strings may span several "..." lines. */
function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  let current: { msgctxt?: string; msgid?: string; msgstr?: string } = {}
  let field: 'msgctxt' | 'msgid' | 'msgstr' | undefined

  const flush = () => {
    if (current.msgid !== undefined && current.msgid !== '') {
      const key = current.msgctxt === undefined ? current.msgid : `${current.msgctxt}\u0004${current.msgid}`
      entries.push({ key, msgid: current.msgid, msgstr: current.msgstr ?? '' })
    }
    current = {}
    field = undefined
  }

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim()
    if (line === '') {
      flush()
      continue
    }
    if (line.startsWith('#')) continue
    const keyword = /^(msgctxt|msgid|msgstr)\s+"(.*)"$/.exec(line)
    if (keyword) {
      const name = keyword[1] as 'msgctxt' | 'msgid' | 'msgstr'
      // A new msgctxt/msgid after a msgstr starts the next entry even without a blank line.
      if (name !== 'msgstr' && current.msgstr !== undefined) flush()
      field = name
      current[name] = unescapePo(keyword[2] ?? '')
      continue
    }
    const continuation = /^"(.*)"$/.exec(line)
    if (continuation && field) {
      current[field] = (current[field] ?? '') + unescapePo(continuation[1] ?? '')
      continue
    }
    throw new Error(`Unexpected line in .po file: ${rawLine}`)
  }
  flush()
  return entries
}

function readCatalog(locale: string): Map<string, PoEntry> {
  const text = readFileSync(fileURLToPath(new URL(`${locale}.po`, LOCALES_DIR)), 'utf8')
  const map = new Map<string, PoEntry>()
  for (const entry of parsePo(text)) {
    if (map.has(entry.key)) throw new Error(`Duplicate msgid in ${locale}.po: ${entry.msgid}`)
    map.set(entry.key, entry)
  }
  return map
}

const BRANCHED_TYPES = new Set(['plural', 'selectordinal', 'select'])

/**
 * Names of the ICU arguments of a message: `{name}`, `{0}`, and the argument of
 * `{count, plural, one {...} other {...}}` (placeholders inside the branches count too,
 * the branch texts do not). Throws on unbalanced braces.
 */
function placeholderNames(message: string): string[] {
  const names = new Set<string>()
  let pos = 0

  const fail = (reason: string): never => {
    throw new Error(`${reason} at ${pos} in message: ${message}`)
  }
  const skipSpaces = () => {
    while (pos < message.length && /\s/.test(message[pos] ?? '')) pos++
  }

  /** Reads message text up to the `}` closing a branch (or the end at top level). */
  const readText = (nested: boolean) => {
    while (pos < message.length) {
      const char = message[pos]
      if (char === "'") {
        const next = message[pos + 1]
        if (next === "'") {
          pos += 2
        } else if (next === '{' || next === '}' || next === '#') {
          const end = message.indexOf("'", pos + 1)
          pos = end === -1 ? message.length : end + 1
        } else {
          pos++
        }
      } else if (char === '{') {
        pos++
        readArgument()
      } else if (char === '}') {
        if (!nested) fail('Unmatched "}"')
        return
      } else {
        pos++
      }
    }
    if (nested) fail('Unclosed branch')
  }

  /** Reads an argument after its `{`, up to and including its `}`. */
  const readArgument = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(pos))
    if (!match) fail('Empty argument')
    names.add(match![1]!)
    pos += match![0].length
    if (message[pos] === '}') {
      pos++
      return
    }
    if (message[pos] !== ',') fail('Expected "," or "}"')
    pos++
    const typeMatch = /^\s*([A-Za-z]+)\s*/.exec(message.slice(pos))
    if (!typeMatch) fail('Missing argument type')
    const type = typeMatch![1]!
    pos += typeMatch![0].length
    if (message[pos] === '}') {
      pos++
      return
    }
    if (message[pos] !== ',') fail('Expected "," or "}" after the type')
    pos++
    if (!BRANCHED_TYPES.has(type)) {
      // number/date/time style: skip to the matching brace.
      let depth = 1
      while (pos < message.length && depth > 0) {
        if (message[pos] === '{') depth++
        else if (message[pos] === '}') depth--
        pos++
      }
      if (depth > 0) fail('Unclosed argument')
      return
    }
    for (;;) {
      skipSpaces()
      if (message[pos] === '}') {
        pos++
        return
      }
      const selector = /^[^\s{}]+/.exec(message.slice(pos))
      if (!selector) fail('Missing selector')
      pos += selector![0].length
      skipSpaces()
      if (message[pos] !== '{') fail('Expected "{" after the selector')
      pos++
      readText(true)
      pos++ // the branch's "}"
    }
  }

  readText(false)
  return [...names].sort()
}

const en = readCatalog('en')
const zh = readCatalog('zh')

describe('placeholderNames', () => {
  it('finds simple, positional and plural arguments', () => {
    expect(placeholderNames('Hello {name}, {0} and {0}')).toEqual(['0', 'name'])
    expect(placeholderNames('{count, plural, one {# night in {city}} other {# nights}}')).toEqual(['city', 'count'])
    expect(placeholderNames('{n, number, integer} km')).toEqual(['n'])
    expect(placeholderNames("I'm '{'literal'}' <0>text</0>")).toEqual([])
  })

  it('rejects unbalanced braces', () => {
    expect(() => placeholderNames('Resend in {remaining s')).toThrow()
    expect(() => placeholderNames('Resend in remaining} s')).toThrow()
  })
})

describe('message catalogs', () => {
  it('have messages', () => {
    expect(en.size).toBeGreaterThan(0)
    expect(zh.size).toBeGreaterThan(0)
  })

  it('have the same msgids in en.po and zh.po', () => {
    const onlyInEn = [...en.keys()].filter((key) => !zh.has(key))
    const onlyInZh = [...zh.keys()].filter((key) => !en.has(key))
    expect({ onlyInEn, onlyInZh }).toEqual({ onlyInEn: [], onlyInZh: [] })
  })

  it('translate every message in zh.po', () => {
    const untranslated = [...zh.values()].filter((entry) => entry.msgstr.trim() === '').map((entry) => entry.msgid)
    expect(untranslated).toEqual([])
  })

  it('keep the ICU placeholders of each msgid in its zh msgstr', () => {
    const mismatches: Array<{ msgid: string; msgstr: string; expected: string[]; actual: string[] | string }> = []
    for (const entry of zh.values()) {
      if (entry.msgstr === '') continue
      const expected = placeholderNames(entry.msgid)
      let actual: string[] | string
      try {
        actual = placeholderNames(entry.msgstr)
      } catch (error) {
        actual = (error as Error).message
      }
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push({ msgid: entry.msgid, msgstr: entry.msgstr, expected, actual })
      }
    }
    expect(mismatches).toEqual([])
  })
})
