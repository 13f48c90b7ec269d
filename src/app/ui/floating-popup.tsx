import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { cx } from './cx'
import { useDraggable } from './use-draggable'

type FloatingPopupProps = {
  /** Id of the title (the popup is labelled by it). */
  titleId: string
  title: ReactNode
  /** What the bar says to screen readers and keyboards: how to move the popup. */
  dragLabel: string
  onClose: () => void
  /** Beside the close icon on the bar (e.g. a link to the full page). */
  actions?: ReactNode
  testId: string
  /** Size and place of the popup. */
  className: string
  children: ReactNode
}

/**
 * A non-modal popup over the page, moved by its title bar (pointer or arrow keys), with a close
 * icon (portal spec 2: the system notice popup and the chat popup). The page under it stays usable.
 */
export function FloatingPopup({ titleId, title, dragLabel, onClose, actions, testId, className, children }: FloatingPopupProps) {
  const { t } = useLingui()
  const draggable = useDraggable()
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid={testId} style={draggable.style} className={cx('fixed z-40 flex flex-col rounded-lg border border-gray-200 shadow-xl', className)}>
      <div
        {...draggable.handle}
        role="toolbar"
        aria-label={dragLabel}
        data-testid={`${testId}-drag`}
        className="flex cursor-move touch-none items-center justify-between gap-2 rounded-t-lg border-b border-gray-200 bg-brand-50 px-3 py-1 select-none focus:outline-2 focus:outline-brand-700"
      >
        <h2 id={titleId} className="text-base font-semibold text-gray-900">{title}</h2>
        <span className="flex items-center gap-1">
          {actions}
          <button type="button" onClick={onClose} aria-label={t`Close`} className="inline-flex size-11 items-center justify-center rounded text-xl text-gray-700 hover:bg-white" data-testid={`${testId}-close`}>
            ×
          </button>
        </span>
      </div>
      {children}
    </section>
  )
}
