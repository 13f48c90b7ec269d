import { useId } from 'react'
import type { ReactNode } from 'react'
import * as Label from 'radix-ui/label'
import { cx } from './cx'
import { FieldError } from './field-error'
import { useDeferredOverlay } from './overlay-kit'

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean }

export type SelectProps = {
  label: ReactNode
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean
  value: string | undefined
  onValueChange: (value: string) => void
  options: readonly SelectOption[]
  placeholder?: ReactNode
  disabled?: boolean
  error?: string | null
  className?: string
  id?: string
}

/**
 * A labelled Radix select. An empty value shows the placeholder. Until Radix's code has loaded
 * (on intent: overlay-kit.tsx) the trigger is painted as a plain combobox button with the same
 * look and value; a click or Enter opens the list as soon as the code is there.
 */
export function Select({
  label,
  hideLabel,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  error,
  className,
  id,
}: SelectProps) {
  const autoId = useId()
  const triggerId = id ?? autoId
  const errorId = `${triggerId}-error`
  const { kit, openOnLoad, intent, mark } = useDeferredOverlay()
  const triggerClass = cx(
    'inline-flex h-10 min-w-0 items-center justify-between gap-2 rounded-md border bg-white px-3 text-left text-base text-gray-900',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-60',
    'data-[placeholder]:text-gray-600',
    error ? 'border-red-700' : 'border-gray-400',
  )
  const triggerProps = {
    id: triggerId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: triggerClass,
  }
  const icon = (
    <svg viewBox="0 0 20 20" className="size-4">
      <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  )
  const chosen = value ? options.find((option) => option.value === value) : undefined
  if (!kit) {
    return (
      <div className={cx('flex flex-col', className)}>
        <Label.Root htmlFor={triggerId} className={cx('mb-1 text-sm font-medium text-gray-800', hideLabel && 'sr-only')}>
          {label}
        </Label.Root>
        <button
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          disabled={disabled}
          data-state="closed"
          data-deferred=""
          data-placeholder={chosen ? undefined : ''}
          {...triggerProps}
          {...intent}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              intent.onClick()
            }
          }}
        >
          <span className="min-w-0 truncate" style={{ pointerEvents: 'none' }}>{chosen ? chosen.label : placeholder}</span>
          <span aria-hidden="true">{icon}</span>
        </button>
        <FieldError id={errorId} messageKey={error} />
      </div>
    )
  }
  const RadixSelect = kit.Select
  return (
    <div className={cx('flex flex-col', className)}>
      <Label.Root htmlFor={triggerId} className={cx('mb-1 text-sm font-medium text-gray-800', hideLabel && 'sr-only')}>
        {label}
      </Label.Root>
      <RadixSelect.Root value={value || undefined} onValueChange={onValueChange} disabled={disabled} defaultOpen={openOnLoad}>
        <RadixSelect.Trigger {...triggerProps} {...mark}>
          {/* a long choice (a listing's title) stays on one line */}
          <span className="min-w-0 truncate">
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon aria-hidden="true">{icon}</RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-gray-200 bg-white shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cx(
                    'relative flex cursor-pointer items-center rounded px-3 py-2 text-sm text-gray-900 outline-none select-none',
                    'data-[highlighted]:bg-brand-50 data-[disabled]:opacity-50 data-[state=checked]:font-semibold',
                  )}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldError id={errorId} messageKey={error} />
    </div>
  )
}
