import { useId } from 'react'
import type { ReactNode, TextareaHTMLAttributes } from 'react'
import * as Checkbox from 'radix-ui/checkbox'
import * as Label from 'radix-ui/label'
import * as RadioGroup from 'radix-ui/radio-group'
import { cx } from './cx'
import { FieldError } from './field-error'
import type { FormMessage } from './form-errors'

export { RequiredMark } from './required-mark'
import { RequiredMark } from './required-mark'

/** A labelled multi-line text with its counter and error; `required` marks it before submit. */
export function TextArea({
  label, error, hint, count, className, required, ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: ReactNode; error?: FormMessage; hint?: ReactNode; count?: ReactNode }) {
  const id = useId()
  return (
    <div className={cx('flex flex-col', className)}>
      <Label.Root htmlFor={id} className="mb-1 text-sm font-medium text-gray-800">
        {label}
        {required && <RequiredMark />}
      </Label.Root>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cx(
          'min-h-28 rounded-md border bg-white px-3 py-2 text-base text-gray-900',
          'focus:outline-2 focus:outline-offset-1 focus:outline-brand-700',
          error ? 'border-red-700' : 'border-gray-400',
        )}
        {...rest}
      />
      <div className="mt-1 flex justify-between gap-2 text-xs text-gray-600">
        <span id={`${id}-hint`}>{!error && hint}</span>
        {count !== undefined && <span aria-live="polite">{count}</span>}
      </div>
      <FieldError id={`${id}-error`} messageKey={error?.key} params={error?.params} />
    </div>
  )
}

export type ChoiceOption = { value: string; label: ReactNode }

/** One of a few options (Radix radio group) with a visible legend; `required` marks it before submit. */
export function ChoiceGroup({
  label, value, options, onChange, error, className, required,
}: { label: ReactNode; value: string; options: readonly ChoiceOption[]; onChange: (value: string) => void; error?: FormMessage; className?: string; required?: boolean }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className={cx('flex flex-col', className)}>
      <span id={id} className="mb-1 text-sm font-medium text-gray-800">
        {label}
        {required && <RequiredMark />}
      </span>
      <RadioGroup.Root
        aria-labelledby={id}
        required={required}
        value={value}
        onValueChange={onChange}
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cx(
              'rounded-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-700',
              value === option.value ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-gray-300 bg-white text-gray-800',
            )}
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <FieldError messageKey={error?.key} params={error?.params} />
    </div>
  )
}

/** Several of many options (Radix checkboxes). */
export function CheckGroup({
  label, values, options, onChange, error,
}: { label: ReactNode; values: readonly string[]; options: readonly ChoiceOption[]; onChange: (values: string[]) => void; error?: FormMessage }) {
  const id = useId()
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value))
  return (
    <fieldset className="flex flex-col">
      <legend id={id} className="mb-2 text-sm font-medium text-gray-800">
        {label}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const boxId = `${id}-${option.value}`
          const checked = values.includes(option.value)
          return (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox.Root
                id={boxId}
                checked={checked}
                onCheckedChange={(state) => toggle(option.value, state === true)}
                className={cx(
                  'flex size-5 shrink-0 items-center justify-center rounded border focus-visible:outline-2 focus-visible:outline-brand-700',
                  checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-400 bg-white',
                )}
              >
                <Checkbox.Indicator aria-hidden="true" className="text-xs">
                  ✓
                </Checkbox.Indicator>
              </Checkbox.Root>
              <Label.Root htmlFor={boxId} className="text-sm text-gray-800">
                {option.label}
              </Label.Root>
            </div>
          )
        })}
      </div>
      <FieldError messageKey={error?.key} params={error?.params} />
    </fieldset>
  )
}

