import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

/**
 * Prerendered pages (issue 41): index.html carries the first screen as HTML, made at build time by
 * React's own server renderer (src/app/prerender.tsx), and the client hydrates it. A public page is
 * the page itself; a signed-in host's is the host frame (header, tab bar and the page's place),
 * which does not depend on who the host is: while a host frame hydrates, the layout draws the frame
 * (the same HTML), and the page and the chrome come right after, in the next render.
 */

/** How the HTML in #root was made: a public page, or a signed-in host's frame. */
export type PrerenderKind = 'page' | 'host-frame'

let hostFrame = false

/** The layout draws the host frame while the page hydrates (server: while prerendering it). */
export function setHydratingHostFrame(on: boolean): void {
  hostFrame = on
}

const noSubscription = () => () => undefined

/** False while React hydrates server HTML (and on the server), true in every later render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}

/**
 * Whether the layout draws the host frame: while a host frame hydrates (or is prerendered), and
 * until the page that replaces it has rendered in a transition after that. React renders the
 * switch from hydration in one uninterruptible pass; the page, the heaviest render of a visit,
 * renders in slices instead, so no long task blocks a phone (issue 41: total blocking time).
 */
export function useHostFrame(): boolean {
  const hydrated = useHydrated()
  const [pageRendered, setPageRendered] = useState(hydrated)
  useEffect(() => {
    if (hydrated && !pageRendered) startTransition(() => setPageRendered(true))
  }, [hydrated, pageRendered])
  return hostFrame && !pageRendered
}

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * What the host typed into a prerendered page's fields before its script ran: React sets a
 * controlled field back to its state when it hydrates it, so the values are read before and given
 * back after (as typing would, through an input event: the form's state takes them).
 */
export function typedBeforeHydration(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'file' && field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const)
  return () => {
    for (const [field, value] of typed) {
      if (!field.isConnected) continue
      // the prototype's setter: React's own value tracking still holds the server's value, so the
      // event reads as a change and the field's onChange takes it
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
      setter?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}
