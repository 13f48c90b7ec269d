import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'

/**
 * fast-check arbitraries from the endpoint table's request schemas (zod mini): values of the
 * schema's shape, drawn half from plausible values (the hints: real ids of the test world, valid
 * codes) and half from hostile ones (huge and negative numbers, fractions, markup, NUL, control
 * and astral characters, very long strings, wrong types, missing and extra fields).
 */

/** Plausible values for a field, by its name (the world's ids, valid codes). */
export type Hints = Record<string, readonly unknown[]>

type Def = { type: string; [key: string]: any }
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def

const HOSTILE_STRINGS = [
  '', ' ', '0', '-1', '1e21', '1.5', 'NaN', 'Infinity', 'null', 'undefined', 'true', '[]', '{}',
  '<script>alert(1)</script>', 'javascript:alert(1)', '"><img src=x onerror=alert(1)>', "' OR '1'='1' --", '%', '_', '%_%',
  '\u0000', 'a\u0000b', '\u202e', '\ud800', '😀👨‍👩‍👧', '../../etc/passwd', 'http://127.0.0.1:9/', 'file:///etc/passwd',
  'ＡＢＣ１２３', '零一二', '13800000001', '2026-02-30', '2026-13-01', '9999-12-31', '0000-00-00',
]

export const hostileString: Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'x'.repeat(n)) },
)

export const hostileNumber: Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 400 }) },
  { weight: 3, arbitrary: fc.constantFrom(0, -1, 1.5, 0.1, 1e21, -1e21, 2 ** 53, 2 ** 31, -(2 ** 31), Number.MAX_VALUE, 5e-324) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
)

/** Any JSON value, nested a little: what a field of the wrong type receives. */
const wrongType: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e21, '', [], {}),
  fc.jsonValue({ maxDepth: 3 }),
)

/** An arbitrary for one schema; `name` is the field's name (for hints). */
export function arbitraryOf(schema: unknown, hints: Hints, name = ''): Arbitrary<unknown> {
  const def = defOf(schema)
  const hinted = hints[name]
  const withHints = (own: Arbitrary<unknown>): Arbitrary<unknown> =>
    hinted && hinted.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 2, arbitrary: own }) : own
  switch (def.type) {
    case 'string':
      return withHints(hostileString)
    case 'number':
      return withHints(hostileNumber)
    case 'boolean':
      return withHints(fc.boolean())
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>)
      return withHints(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: hostileString }))
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'optional':
    case 'default':
      return fc.option(arbitraryOf(def.innerType, hints, name), { nil: undefined, freq: 4 })
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, hints, name), { nil: null, freq: 4 })
    case 'pipe':
      return arbitraryOf(def.in, hints, name)
    case 'array': {
      const element = arbitraryOf(def.element, hints, name)
      // a long list only of plain values (a long list of long lists would be gigabytes)
      const plain = ['string', 'number', 'boolean', 'enum'].includes(defOf(def.element).type)
      const short = fc.array(element, { maxLength: 4 })
      if (!plain) return withHints(short)
      const long = fc.integer({ min: 50, max: 3000 }).chain((n) => fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), hostileNumber).map((e) => Array.from({ length: n }, () => e)))
      return withHints(fc.oneof({ weight: 5, arbitrary: short }, { weight: 1, arbitrary: long }))
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => arbitraryOf(item, hints, name)))
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryOf(option, hints, name)))
    case 'object': {
      const shape = def.shape as Record<string, unknown>
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, hints, key)]))
      return fc.record(fields).map(dropUndefined)
    }
    case 'custom':
      // a check zod cannot describe (e.g. a batch op's payload: any plain object): objects mostly
      return withHints(fc.oneof({ weight: 3, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), wrongType, { maxKeys: 5 }) }, { weight: 1, arbitrary: wrongType }))
    default:
      throw new Error(`schema-arbitrary: no arbitrary for zod type '${def.type}' (field ${name || '(root)'}): add it`)
  }
}

/**
 * A request payload for a schema: mostly of its shape, sometimes with one field of the wrong
 * type, one field left out or an unknown field added.
 */
export function requestArbitrary(schema: unknown, hints: Hints): Arbitrary<Record<string, unknown>> {
  const base = arbitraryOf(schema, hints) as Arbitrary<Record<string, unknown>>
  const keys = Object.keys((defOf(schema).shape ?? {}) as Record<string, unknown>)
  if (keys.length === 0) return fc.oneof(base, fc.record({ extra: wrongType }))
  return fc.oneof(
    { weight: 6, arbitrary: base },
    { weight: 2, arbitrary: fc.tuple(base, fc.constantFrom(...keys), wrongType).map(([v, k, w]) => ({ ...v, [k]: w })) },
    { weight: 1, arbitrary: fc.tuple(base, fc.constantFrom(...keys)).map(([v, k]) => { const { [k]: _gone, ...rest } = v; return rest }) },
    { weight: 1, arbitrary: fc.tuple(base, wrongType).map(([v, w]) => ({ ...v, __proto__x: w, constructor: w })) },
  )
}

function dropUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))
}
