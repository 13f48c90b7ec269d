import { useLingui } from '@lingui/react/macro'
import { cx } from './cx'

type SpinnerProps = { className?: string; label?: string }

/** A busy indicator with an accessible name (defaults to "Loading"). */
export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useLingui()
  return (
    <span role="status" aria-label={label ?? t`Loading`} className={cx('inline-flex items-center', className)}>
      <svg className="size-5 animate-spin text-current" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  )
}
