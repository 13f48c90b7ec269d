import { describe, expect, it } from 'vitest'
import { textFieldProps } from '../../../../src/app/features/listing-publish/use-step-form'

type Form = { area: string; people: string; beds: string[] }

describe('textFieldProps (useStepForm().fieldProps)', () => {
  it("gives a text box the field's value, its message and a handler that sets that field", () => {
    const form: Form = { area: '85', people: '', beds: [] }
    const sets: Array<[string, string]> = []
    const props = textFieldProps(form, 'people', (field, value) => sets.push([field, value]), { key: 'required' })
    expect(props).toMatchObject({ value: '', error: 'required', errorParams: undefined })
    props.onChange({ target: { value: '4' } })
    expect(sets).toEqual([['people', '4']])
    const area = textFieldProps(form, 'area', () => undefined, { key: 'listingAreaRange', params: { min: 1, max: 9999 } })
    expect(area).toMatchObject({ value: '85', error: 'listingAreaRange', errorParams: { min: 1, max: 9999 } })
  })

  it('is empty and without a message before the form has loaded', () => {
    expect(textFieldProps<Form, 'area'>(undefined, 'area', () => undefined, undefined)).toMatchObject({ value: '', error: undefined })
  })
})
