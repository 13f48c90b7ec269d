import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { loadOnce } from '../load-once'
import type * as Parts from './overlay-parts'

/** Radix's menus, popovers, tooltips and dialogs, once loaded. */
export type OverlayKit = typeof Parts

/** The performance mark made when the overlays' code has arrived. */
export const OVERLAYS_MARK = 'portal-overlays'

let kit: OverlayKit | undefined
const listeners = new Set<() => void>()

/**
 * Loads the overlays' code once (a failed load is tried again on the next call). The shell's
 * triggers call it when a pointer comes over them or they get focus, so that it has usually
 * arrived by the click (docs/decisions/0035-first-visit-code.md).
 */
export const loadOverlayKit: () => Promise<OverlayKit> = loadOnce(() =>
  import('./overlay-parts').then((parts) => {
    // the plain triggers now become Radix's: the one that had focus gets it back on its successor
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.overlayTrigger : undefined
    kit = parts
    // the tests wait for it before they cut the network (a dialog must open offline)
    performance.mark?.(OVERLAYS_MARK)
    for (const listener of listeners) listener()
    if (focused) requestAnimationFrame(() => refocus(focused))
    return parts
  }),
)

function refocus(key: string): void {
  const lost = document.activeElement === null || document.activeElement === document.body
  if (!lost) return // an overlay that opened took the focus, or the host moved on
  document.querySelector<HTMLElement>(`[data-overlay-trigger="${CSS.escape(key)}"]`)?.focus()
}

/**
 * Starts loading the overlays' code without waiting for it (a pointer over, or focus on,
 * something that opens one; a host's first screen; a toast): a failed load is tried again later.
 */
export function preloadOverlays(): void {
  loadOverlayKit().catch(() => undefined)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The overlays' code when it has loaded, else undefined (the component shows its plain trigger). */
export function useOverlayKit(): OverlayKit | undefined {
  return useSyncExternalStore(
    subscribe,
    () => kit,
    () => undefined,
  )
}

/**
 * For an overlay opened from outside (a dialog's `open`): starts loading the code when `open`
 * becomes true; the overlay renders once it is there (a few ms; at once after the first time).
 */
export function useOverlayKitWhen(open: boolean): OverlayKit | undefined {
  const current = useOverlayKit()
  useEffect(() => {
    if (open && !current) preloadOverlays()
  }, [open, current])
  return current
}

/**
 * An overlay whose trigger paints before the overlay's code is there: `kit` is undefined until it
 * loads; `intent` goes on the plain trigger (pointer over or focus preloads, a click asks for it
 * and opens the overlay as soon as it arrives: `openOnLoad`, for the Radix root's defaultOpen).
 */
export function useDeferredOverlay(options: { onOpen?: () => void } = {}) {
  const current = useOverlayKit()
  const [openOnLoad, setOpenOnLoad] = useState(false)
  // marks the plain trigger and its Radix successor as one, so that focus survives the swap
  const mark = { 'data-overlay-trigger': useId() }
  const ask = () => {
    // an overlay whose open state the caller holds opens through onOpen, the others by defaultOpen
    options.onOpen?.()
    setOpenOnLoad(true)
    preloadOverlays()
  }
  const intent = {
    ...mark,
    onPointerEnter: preloadOverlays,
    onFocus: preloadOverlays,
    // a press already asks: if the code arrives between the press and the release, Radix's trigger
    // takes this button's place and the click (down on one, up on the other) would be lost
    onPointerDown: ask,
    onClick: ask,
  }
  return { kit: current, openOnLoad, intent, mark }
}

type PlainTriggerProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  popup: 'menu' | 'dialog'
  children: ReactNode
}

/** The trigger as painted before the overlay's code has loaded: a button that says it opens a popup. */
export function PlainTrigger({ popup, children, ...props }: PlainTriggerProps) {
  return (
    <button type="button" aria-haspopup={popup} aria-expanded={false} data-state="closed" data-deferred="" {...props}>
      {children}
    </button>
  )
}

type DeferredDropdownProps = {
  className: string
  'aria-label'?: string
  /** What the trigger shows (the same before and after the code loads). */
  trigger: ReactNode
  /** The menu's content, given Radix's DropdownMenu once it is there. */
  children: (menu: OverlayKit['DropdownMenu']) => ReactNode
}

/** A dropdown menu whose trigger paints before Radix's code; a click opens it once the code is there. */
export function DeferredDropdown({ className, trigger, children, ...aria }: DeferredDropdownProps) {
  const { kit, openOnLoad, intent, mark } = useDeferredOverlay()
  if (!kit) {
    return (
      <PlainTrigger popup="menu" className={className} {...aria} {...intent}>
        {trigger}
      </PlainTrigger>
    )
  }
  const { DropdownMenu } = kit
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openOnLoad}>
      <DropdownMenu.Trigger className={className} {...aria} {...mark}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>{children(DropdownMenu)}</DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
