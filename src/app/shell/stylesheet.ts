/** The id styles-first (scripts/styles-first.ts) gives the built index.html's stylesheet link. */
export const STYLESHEET_ID = 'portal-styles'

/**
 * Turns on the portal's stylesheet, which the built index.html loads without blocking the splash's
 * paint (media="print"), and resolves once it applies, so the first screen is never drawn
 * unstyled. In development the styles come with the modules (no such link): resolves at once. A
 * stylesheet that failed to load resolves too (the portal still opens, as it would have with a
 * render-blocking link that failed).
 */
export function stylesheetReady(): Promise<void> {
  const link = document.getElementById(STYLESHEET_ID)
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve()
  link.media = 'all'
  if (link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
}
