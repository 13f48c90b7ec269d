import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { cx } from './cx'
import { useOverlayKitWhen } from './overlay-kit'

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom (confirm, cancel). */
  footer?: ReactNode
  className?: string
  /** 'sheet': rises from the bottom edge, full width (a phone's filters). */
  variant?: 'center' | 'sheet'
  /**
   * Where focus goes on open: the first field (default), or the dialog itself, so that a form
   * starting with a date field does not open a phone's date picker (or keyboard) by itself.
   */
  initialFocus?: 'first' | 'dialog'
}

/**
 * A modal dialog: focus trapped, Escape and the close button close it. Radix's dialog code loads
 * when a dialog first opens (overlay-kit.tsx), not with the page.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className, variant = 'center', initialFocus = 'first' }: DialogProps) {
  const { t } = useLingui()
  const kit = useOverlayKitWhen(open)
  if (!kit) return null
  const RadixDialog = kit.Dialog
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          tabIndex={-1}
          onOpenAutoFocus={
            initialFocus === 'dialog'
              ? (event) => {
                  event.preventDefault()
                  ;(event.target as HTMLElement | null)?.focus()
                }
              : undefined
          }
          className={cx(
            variant === 'sheet'
              ? 'fixed inset-x-0 bottom-0 z-50 max-h-[85vh] w-full rounded-t-xl pb-[max(1.25rem,env(safe-area-inset-bottom))]'
              : 'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg',
            'overflow-y-auto bg-white p-5 shadow-xl focus:outline-none',
            className,
          )}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-gray-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
          <RadixDialog.Close
            aria-label={t`Close`}
            className="absolute top-3 right-3 rounded p-1 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
