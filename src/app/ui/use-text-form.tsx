import { useState } from 'react'
import type { FormErrors } from './form-errors'
import { TextField, type TextFieldProps } from './text-field'

type FieldExtras = Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'error' | 'errorParams' | 'id'>

/**
 * A dialog form of text fields (a foreign bank account, an invoice title): its value and errors,
 * `set` (a field's new text clears that field's error and the form's), and `field`, the field's
 * TextField wired to both, its id `${prefix}-${name}` (a failed submit focuses it by that id).
 */
export function useTextForm<V extends Record<F, string>, F extends string & keyof V>(prefix: string, initial: V | (() => V)) {
  const [value, setValue] = useState<V>(initial)
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {}, form: null })
  const set = (name: F) => (next: string) => {
    setValue((v) => ({ ...v, [name]: next }))
    setErrors((e) => {
      const fields = { ...e.fields }
      delete fields[name]
      return { fields, form: null }
    })
  }
  const field = (name: F, label: string, extra: FieldExtras = {}) => (
    <TextField
      id={`${prefix}-${name}`}
      label={label}
      value={value[name]}
      onChange={(e) => set(name)(e.target.value)}
      error={errors.fields[name]?.key}
      errorParams={errors.fields[name]?.params}
      required
      {...extra}
    />
  )
  return { value, setValue, errors, setErrors, set, field }
}
