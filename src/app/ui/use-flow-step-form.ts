import { useCallback, useEffect, useRef, useState } from 'react'
import { conflictOf } from '../../client/outbox/outbox'
import type { StepState, StepValues } from '../data/draft-flow'
import { reportStorageError } from '../shell/storage-full'
import type { FormMessage } from './form-errors'

/** A rule failure of a step's check (src/domain rules): on a field, or on the form when none. */
export type StepIssue = { field?: string; key: string; params?: Record<string, string | number> }

/** What a flow tells the step form about one of its steps (the B&B listing's, a hotel's). */
export type StepFormBinding = {
  /** The step's name (a refusal naming it is about the whole form). */
  step: string
  /** The thing's local and server state is still being read. */
  loading: boolean
  state: StepState
  /** The step cannot change now: the message said on the form, and saving is refused with it. */
  lockedBy: FormMessage | null
  /** A locked step may still save these values (an online listing's similar-unit count). */
  lockAllows?: (values: StepValues) => boolean
  /** Its fields are shown but not editable while locked (an online hotel's parts). */
  readOnlyWhenLocked?: boolean
  save: (values: StepValues, version: number) => Promise<string>
  keepTyping: (values: StepValues) => Promise<void>
  goNext: () => void
}

export type FlowStepFormOptions<F> = {
  /** The form's state from the step's values (server, pending write or local draft); undefined: nothing yet. */
  fromValues: (values: StepValues | undefined) => F
  /** The step's value as saved. */
  toValues: (form: F) => StepValues
  /** The shared rules: an empty list lets the step be saved. */
  check?: (values: StepValues, form: F) => StepIssue[]
  /** Stay on the step after saving (the step decides when to go on with goNext). */
  stay?: boolean
}

/**
 * State of one step form of a flow published in steps: starts from what the store shows
 * (typed-but-unsaved first), keeps what the host types on the device (debounced), shows rule and
 * server messages next to the fields, and "Save and continue" writes the step locally and to the
 * outbox, then goes on.
 */
export function useFlowStepForm<F extends Record<string, unknown>>(
  binding: StepFormBinding, { fromValues, toValues, check, stay }: FlowStepFormOptions<F>,
) {
  const { step, state, lockedBy, lockAllows, save, keepTyping, goNext } = binding
  const [form, setForm] = useState<F | undefined>(undefined)
  const [issues, setIssues] = useState<Record<string, FormMessage>>({})
  const [formIssue, setFormIssue] = useState<FormMessage | null>(null)
  const [saving, setSaving] = useState(false)
  const [serverSeen, setServerSeen] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const ready = !binding.loading

  useEffect(() => {
    if (form === undefined && ready) setForm(fromValues(state.values))
  }, [form, ready, state.values, fromValues])

  // a refusal from the server shows until the host edits the field (a version conflict shows its
  // own keep mine / use current notice); once "use current" discards it, the form shows the server's
  const refusalKey = state.refused ? state.refused.idemKey : null
  const isConflict = state.refused ? conflictOf(state.refused) !== undefined : false
  useEffect(() => {
    if (refusalKey && refusalKey !== serverSeen) {
      setServerSeen(refusalKey)
      if (isConflict) return
      // a refusal naming the step itself (listingLocked) is about the whole form
      const { [step]: onStep, ...onFields } = state.errors.fields
      setIssues(Object.fromEntries(Object.entries(onFields).map(([field, message]) => [normaliseField(field), message])))
      setFormIssue(state.errors.form ?? onStep ?? null)
    } else if (!refusalKey && serverSeen && !state.pending) {
      setServerSeen(null)
      setIssues({})
      setFormIssue(null)
      setForm(fromValues(state.values))
    }
  }, [refusalKey, serverSeen, isConflict, state.errors, state.pending, state.values, fromValues, step])

  useEffect(() => () => clearTimeout(timer.current), [])

  const set = useCallback(<K extends keyof F>(field: K, value: F[K]) => {
    setForm((old) => {
      if (!old) return old
      const next = { ...old, [field]: value }
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void keepTyping(toValues(next)).catch(() => undefined), 400)
      return next
    })
    setIssues((old) => {
      const name = field as string
      const stale = Object.keys(old).filter((key) => key === name || key.startsWith(`${name}.`))
      if (!stale.length) return old
      const next = { ...old }
      for (const key of stale) delete next[key]
      return next
    })
    setFormIssue(null)
  }, [keepTyping, toValues])

  /** Resolves with the outbox entry's id once saved, or null when a rule or the storage refused. */
  const submit = useCallback(async (): Promise<string | null> => {
    if (!form) return null
    const values = toValues(form)
    // a step that cannot change now is refused as the server would refuse it
    if (lockedBy && !lockAllows?.(values)) {
      setFormIssue(lockedBy)
      return null
    }
    const found = check?.(values, form) ?? []
    if (found.length) {
      const fields: Record<string, FormMessage> = {}
      let general: FormMessage | null = null
      for (const issue of found) {
        const message: FormMessage = issue.params ? { key: issue.key, params: issue.params } : { key: issue.key }
        if (issue.field) fields[normaliseField(issue.field)] ??= message
        else general ??= message
      }
      setIssues(fields)
      setFormIssue(general)
      return null
    }
    setSaving(true)
    let entryId: string
    try {
      clearTimeout(timer.current)
      setIssues({})
      setFormIssue(null)
      entryId = await save(values, state.version)
    } catch (error) {
      try {
        reportStorageError(error)
      } catch {
        setFormIssue({ key: 'operationFailed' })
      }
      return null
    } finally {
      setSaving(false)
    }
    if (!stay) goNext()
    return entryId
  }, [form, toValues, check, save, state.version, stay, goNext, lockedBy, lockAllows])

  const error = (field: string): FormMessage | undefined => issues[field]
  /** A text box bound to a text field of the form: `<TextField label=… {...fieldProps('area')} />`. */
  const fieldProps = (key: TextKey<F>) => textFieldProps(form, key, set, issues[key])
  /** The first message on a field or anything inside it (beds.0 covers beds.0.length). */
  const errorUnder = (prefix: string): FormMessage | undefined =>
    issues[prefix] ?? Object.entries(issues).find(([field]) => field.startsWith(`${prefix}.`))?.[1]
  /** What every step passes to <StepCard> (a step may override one, e.g. its own onSubmit). */
  const card = {
    ready: Boolean(form) && !binding.loading,
    pending: state.pending,
    saving,
    // said before the host types: this step cannot change now
    formIssue: formIssue ?? lockedBy,
    onSubmit: () => void submit(),
    ...(state.refused ? { conflictItem: state.refused.item } : {}),
    readOnly: Boolean(binding.readOnlyWhenLocked && lockedBy),
  }
  return { state, form, set, submit, goNext, saving, error, errorUnder, fieldProps, formIssue, issues, card }
}

/** The keys of a form whose values are text (what a text box edits). */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string

/** What a <TextField> of one form field takes: the value, the change handler, and the field's message. */
export function textFieldProps<F, K extends TextKey<F>>(
  form: F | undefined,
  key: K,
  set: (field: K, value: F[K]) => void,
  issue: FormMessage | undefined,
) {
  return {
    value: form ? (form[key] as string) : '',
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as F[K]),
    error: issue?.key,
    errorParams: issue?.params,
  }
}

/** 'beds[0].length' and 'beds.0.length' name the same field. */
function normaliseField(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1')
}
