import type { ReactNode } from 'react'
import { cx } from './cx'

/**
 * A row of toggle buttons that filter a list (a state, a tab): one pressed at a time, each at
 * least 44 px high, with an optional count read as part of its name ("Replied (3)").
 */
export function FilterTabs<V extends string>({ label, value, options, onChange, className }: {
  label: string
  value: V
  options: ReadonlyArray<{ value: V; label: ReactNode; count?: number | undefined }>
  onChange: (value: V) => void
  className?: string
}) {
  return (
    <div role="group" aria-label={label} className={cx('flex flex-wrap gap-1 self-start rounded-md border border-gray-300 bg-white p-0.5', className)}>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-11 rounded px-3 text-sm ${value === option.value ? 'bg-brand-700 font-medium text-white' : 'text-gray-800 hover:bg-gray-100'}`}
        >
          {option.label}
          {option.count !== undefined && <>{' '}<span className="tabular-nums">({option.count})</span></>}
        </button>
      ))}
    </div>
  )
}
