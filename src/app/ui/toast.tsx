import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from './button'
import { cx } from './cx'
import { preloadOverlays, useOverlayKit } from './overlay-kit'
import type { OverlayKit } from './overlay-kit'

export type ToastTone = 'info' | 'success' | 'error'
/** A toast's own button (undo): the toast stays longer so that there is time to press it. */
export type ToastAction = { label: string; onAction: () => void }
type ToastItem = { id: number; text: ReactNode; tone: ToastTone; action?: ToastAction }

/** A message that stays until its action is taken (a new version waits): one at a time. */
export type StandingToast = { text: ReactNode; actionLabel: string; onAction: () => void; testId: string }

type ToastApi = {
  /** `text` may be an element that updates itself (a message key's text that arrives a moment later). */
  show: (text: ReactNode, tone?: ToastTone, action?: ToastAction) => void
  /** Shows a standing message, or removes it (null). */
  stand: (toast: StandingToast | null) => void
}

const ToastContext = createContext<ToastApi | null>(null)
const TOAST_MS = 3000
const ACTION_TOAST_MS = 8000

/**
 * Toasts for the whole app: wrap the app once, then `useToast().show(text)`. Radix's toast code
 * (a live region, swipe, F8 to reach them) loads with the first toast, not with every page
 * (overlay-kit.tsx); a toast shown before it arrives appears when it does, a few ms later.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const [standing, setStanding] = useState<StandingToast | null>(null)
  const kit = useOverlayKit()
  const wanted = items.length > 0 || standing !== null
  useEffect(() => {
    if (wanted && !kit) preloadOverlays()
  }, [wanted, kit])
  const show = useCallback((text: ReactNode, tone: ToastTone = 'info', action?: ToastAction) => {
    setItems((current) => [...current.slice(-2), { id: nextId(), text, tone, ...(action ? { action } : {}) }])
  }, [])
  const api = useMemo(() => ({ show, stand: setStanding }), [show])
  const remove = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), [])
  return (
    <ToastContext.Provider value={api}>
      {children}
      {kit && <Toaster kit={kit} items={items} standing={standing} onRemove={remove} />}
    </ToastContext.Provider>
  )
}

type ToasterProps = { kit: OverlayKit; items: ToastItem[]; standing: StandingToast | null; onRemove: (id: number) => void }

function Toaster({ kit, items, standing, onRemove }: ToasterProps) {
  const { t } = useLingui()
  const { Toast } = kit
  return (
    <Toast.Provider duration={TOAST_MS} label={t`Notification`}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          onOpenChange={(open) => !open && onRemove(item.id)}
          {...(item.action ? { duration: ACTION_TOAST_MS } : {})}
          className={cx(
            'pointer-events-auto flex items-center gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg',
            item.tone === 'error' ? 'bg-red-800' : item.tone === 'success' ? 'bg-green-800' : 'bg-gray-900',
          )}
        >
          <Toast.Description className="flex-1">{item.text}</Toast.Description>
          {item.action && (
            <Toast.Action altText={item.action.label} asChild>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  item.action?.onAction()
                  onRemove(item.id)
                }}
              >
                {item.action.label}
              </Button>
            </Toast.Action>
          )}
        </Toast.Root>
      ))}
      {standing && (
        <Toast.Root
          key={standing.testId}
          open
          duration={Number.POSITIVE_INFINITY}
          type="foreground"
          data-testid={standing.testId}
          className="pointer-events-auto flex items-center gap-3 rounded-md bg-gray-900 px-4 py-3 text-sm text-white shadow-lg"
        >
          <Toast.Description className="flex-1">{standing.text}</Toast.Description>
          <Toast.Action altText={standing.actionLabel} asChild>
            <Button size="sm" onClick={standing.onAction}>
              {standing.actionLabel}
            </Button>
          </Toast.Action>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-4 left-1/2 z-[60] flex w-[min(90vw,24rem)] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast needs a ToastProvider above it')
  return api
}

let lastId = 0
function nextId(): number {
  lastId += 1
  return lastId
}
