import { useId } from 'react'
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import * as Label from 'radix-ui/label'
import { cx } from './cx'
import { FieldError } from './field-error'
import type { MessageParams } from '../shell/message-text'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> & {
  label: ReactNode
  /** Message key of the error shown under the field (translated by FieldError). */
  error?: string | null
  errorParams?: MessageParams
  /** A short help text under the field. */
  hint?: ReactNode
  /** Something beside the input, e.g. a "send code" button or a country code select. */
  addon?: ReactNode
  /** Shown before the input inside the field (e.g. +86). */
  prefix?: ReactNode
  id?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its error wired by aria-invalid and aria-describedby. */
export function TextField({
  label,
  error,
  errorParams,
  hint,
  addon,
  prefix,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = cx(error ? errorId : undefined, hint ? hintId : undefined) || undefined
  return (
    <div className={cx('flex flex-col', className)}>
      <Label.Root htmlFor={inputId} className="mb-1 text-sm font-medium text-gray-800">
        {label}
      </Label.Root>
      <div className="flex items-stretch gap-2">
        <div
          className={cx(
            'flex min-w-0 flex-1 items-center rounded-md border bg-white',
            'focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-700',
            error ? 'border-red-700' : 'border-gray-400',
          )}
        >
          {prefix && <span className="pl-3 text-sm text-gray-700">{prefix}</span>}
          <input
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="h-10 w-full min-w-0 rounded-md bg-transparent px-3 text-base text-gray-900 outline-none placeholder:text-gray-500"
            {...input}
          />
        </div>
        {addon}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} messageKey={error} params={errorParams} />
    </div>
  )
}
