import type { ReactNode } from 'react'
import { cx } from './cx'

type BadgeProps = {
  children: ReactNode
  tone?: 'alert' | 'neutral' | 'success'
  className?: string
}

/** A small count or status pill (the caller passes badgeText(n) for counts). */
export function Badge({ children, tone = 'alert', className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

const TONES = {
  alert: 'bg-red-700 text-white',
  neutral: 'bg-gray-200 text-gray-800',
  success: 'bg-green-100 text-green-800',
} as const
