/**
 * What every request value must be, whatever its endpoint: text without NUL (PostgreSQL refuses
 * it in text columns, and no field of the table has a use for it) and numbers within the range of
 * an integer column (PostgreSQL's `integer`, ±2,147,483,647; nothing a request carries is larger:
 * ids are text, times never come from the client). Checked after the request schema, on what it
 * produced, so form fields coerced to numbers are covered too.
 */
export const MAX_REQUEST_NUMBER = 2_147_483_647

/** The path of the first value that breaks the rule ('' for the root), or null. */
export function implausibleValue(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']]
  while (stack.length > 0) {
    const [current, path] = stack.pop()!
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path
    } else if (typeof current === 'number') {
      if (Math.abs(current) > MAX_REQUEST_NUMBER) return path
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return path ? `${path}.${key}` : key
        stack.push([child, path ? `${path}.${key}` : key])
      }
    }
  }
  return null
}
