import { useCallback } from 'react'

/** What the phone's tab bar covers at the bottom (tab-bar.tsx: h-14, the layout's pb-16), and the wide screen's margin. */
const PHONE_BOTTOM_PX = 64
const WIDE_BOTTOM_PX = 16
/** Tailwind's md breakpoint, where the tab bar goes away. */
const WIDE = '(min-width: 768px)'

/**
 * A ref for an element that fills the window from where it starts down to the bottom (above the
 * phone's tab bar), at least `minPx` tall, and follows what changes above it (the order reminder
 * box appearing or closing) and the window's size. A fixed calc(100dvh - …) could not know the
 * reminder box's height: on a phone the chat's input ended under the tab bar.
 */
export function useFillViewport(minPx = 384): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY
      const bottom = window.matchMedia(WIDE).matches ? WIDE_BOTTOM_PX : PHONE_BOTTOM_PX
      element.style.height = `${Math.max(minPx, Math.floor(window.innerHeight - top - bottom))}px`
    }
    fit()
    // the page's height changes when something above appears or goes (setting the same height again changes nothing)
    const observer = new ResizeObserver(fit)
    observer.observe(document.body)
    window.addEventListener('resize', fit)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', fit)
    }
  }, [minPx])
}
