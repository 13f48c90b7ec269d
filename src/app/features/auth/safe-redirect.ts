/**
 * The in-app path a `redirect` search param may send the host to after signing in. Only a
 * same-origin absolute path is accepted ("/order/orderList?x=1"); anything else (another
 * origin, "//host", "javascript:", a sign-in page that would loop) gives null.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if (/[\u0000-\u001f]/.test(value)) return null
  const pathname = value.split(/[?#]/, 1)[0] ?? ''
  if (SIGN_IN_PATHS.has(pathname)) return null
  return value
}

/** Where a signed-in host goes when no usable redirect was given. */
export const HOST_HOME = '/work/index'

/** Where a newly registered host goes (spec 2: complete your information). */
export const NEW_HOST_PATH = '/complete'

/** The target after a successful sign-in: new hosts complete their information first. */
export function afterSignInPath(isNew: boolean, redirect: unknown): string {
  if (isNew) return NEW_HOST_PATH
  return safeRedirect(redirect) ?? HOST_HOME
}

const SIGN_IN_PATHS = new Set(['/login', '/register', '/findPassword'])
