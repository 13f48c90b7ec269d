import * as v from 'valibot'

// Search params are read by the route definitions, which load with the portal's entry on every
// route: they are parsed with valibot (about 2 KB gz for what they use) rather than zod's core
// (9 KB gz), which only the call layer needs, after the first screen on public pages (issue 41).

/** A page number: a whole number from 1, else 1. */
export const pageParam = v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)

/** A text of at most `max` characters, else ''. */
export const textParam = (max: number) => v.fallback(v.pipe(v.string(), v.maxLength(max)), '')

/** One of `options`, else `fallback`. */
export const oneOfParam = <const T extends readonly string[]>(options: T, fallback: T[number]) => v.fallback(v.picklist(options), fallback)

/** One of `options` or '' (any other value gives ''). */
export const oneOfOrEmptyParam = <const T extends readonly string[]>(options: T) => v.fallback(v.picklist([...options, ''] as const), '')

/** An optional text: absent or anything but a string gives undefined. */
export const optionalTextParam = v.fallback(v.optional(v.string()), undefined)

/** An optional choice among `options`: absent or anything else gives undefined. */
export const optionalOneOfParam = <const T extends readonly string[]>(options: T) => v.fallback(v.optional(v.picklist(options)), undefined)
