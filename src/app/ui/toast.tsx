import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { Toast as RadixToast } from 'radix-ui'
import { useLingui } from '@lingui/react/macro'
import { cx } from './cx'

export type ToastTone = 'info' | 'success' | 'error'
type ToastItem = { id: number; text: string; tone: ToastTone }
type ToastApi = { show: (text: string, tone?: ToastTone) => void }

const ToastContext = createContext<ToastApi | null>(null)
const TOAST_MS = 3000

/** Toasts for the whole app: wrap the app once, then `useToast().show(text)`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [items, setItems] = useState<ToastItem[]>([])
  const show = useCallback((text: string, tone: ToastTone = 'info') => {
    setItems((current) => [...current.slice(-2), { id: nextId(), text, tone }])
  }, [])
  const api = useMemo(() => ({ show }), [show])
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id))
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={TOAST_MS} label={t`Notification`}>
        {children}
        {items.map((item) => (
          <RadixToast.Root
            key={item.id}
            onOpenChange={(open) => !open && remove(item.id)}
            className={cx(
              'pointer-events-auto rounded-md px-4 py-3 text-sm text-white shadow-lg',
              item.tone === 'error' ? 'bg-red-800' : item.tone === 'success' ? 'bg-green-800' : 'bg-gray-900',
            )}
          >
            <RadixToast.Description>{item.text}</RadixToast.Description>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="fixed top-4 left-1/2 z-[60] flex w-[min(90vw,24rem)] -translate-x-1/2 flex-col gap-2 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
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
