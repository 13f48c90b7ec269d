import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { conflictOf } from '../../../client/outbox/outbox'
import { AT_ONCE_FIELDS, AT_ONCE_STEPS } from '../../../domain/listing/change-effect'
import type { ListingStep } from '../../../domain/listing/enums'
import { stepLocked } from '../../../domain/listing/step-lock'
import { keepTyping, saveStep, useListing, type StepValues } from '../../data/listing-draft'
import { reportStorageError } from '../../shell/outbox-bridge'
import type { FormMessage } from '../../ui/form-errors'
import type { StepEffect } from './step-card'
import { nextStep } from './step-meta'

/** A rule failure of a step's check (src/domain/listing rules): on a field, or on the form when none. */
export type StepIssue = { field?: string; key: string; params?: Record<string, string | number> }

export type StepFormOptions<F> = {
  luId: string
  step: ListingStep
  /** The form's state from the step's values (server, pending write or local draft); undefined: nothing yet. */
  fromValues: (values: StepValues | undefined) => F
  /** The request fields of the step (without luId and version). */
  toValues: (form: F) => StepValues
  /** The shared rules: an empty list lets the step be saved. */
  check?: (values: StepValues, form: F) => StepIssue[]
  /** Stay on the step after saving (the step decides when to go on with goNext). */
  stay?: boolean
}

/**
 * State of one step form: starts from what the store shows (typed-but-unsaved first), keeps what
 * the host types in the local draft (debounced), shows rule and server messages next to the
 * fields, and "Save and continue" writes the step locally and to the outbox, then goes on.
 */
export function useStepForm<F extends Record<string, unknown>>({ luId, step, fromValues, toValues, check, stay }: StepFormOptions<F>) {
  const view = useListing(luId)
  const state = view.step(step)
  const navigate = useNavigate()
  const [form, setForm] = useState<F | undefined>(undefined)
  const [issues, setIssues] = useState<Record<string, FormMessage>>({})
  const [formIssue, setFormIssue] = useState<FormMessage | null>(null)
  const [saving, setSaving] = useState(false)
  const [serverSeen, setServerSeen] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const ready = !view.isLoading
  const locked = view.detail ? stepLocked(view.detail, step) : false

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
      timer.current = setTimeout(() => void keepTyping(luId, step, toValues(next)).catch(() => undefined), 400)
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
  }, [luId, step, toValues])

  /** Checks, saves (local draft + outbox) and goes to the next step (or stays on the last). */
  const goNext = useCallback(() => {
    const next = nextStep(step)
    if (next) void navigate({ to: `/house-publish/${next.slug}`, search: (prev: Record<string, unknown>) => prev } as never)
  }, [navigate, step])

  /** Resolves with the outbox entry's id once saved, or null when a rule or the storage refused. */
  const submit = useCallback(async (): Promise<string | null> => {
    if (!form) return null
    const values = toValues(form)
    // fields cannot be changed during audit (the server refuses the same way); the similar-unit
    // count of an online listing applies at once, so an overview save changing only it goes
    if (locked && !(step === 'houseInfo' && view.detail?.auditStatus === 'online' && sameButSimilarUnits(values, toValues(fromValues(view.detail.houseInfo ?? undefined))))) {
      setFormIssue({ key: 'listingLocked' })
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
      entryId = await saveStep(luId, step, values, state.version)
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
  }, [form, toValues, fromValues, check, luId, step, state.version, stay, goNext, locked, view.detail])

  const error = (field: string): FormMessage | undefined => issues[field]
  /** A text box bound to a text field of the form: `<TextField label=… {...fieldProps('area')} />`. */
  const fieldProps = (key: TextKey<F>) => textFieldProps(form, key, set, issues[key])
  /** The first message on a field or anything inside it (beds.0 covers beds.0.length). */
  const errorUnder = (prefix: string): FormMessage | undefined =>
    issues[prefix] ?? Object.entries(issues).find(([field]) => field.startsWith(`${prefix}.`))?.[1]
  /** What every step passes to <StepCard> (a step may override one, e.g. its own onSubmit). */
  const card = {
    ready: Boolean(form) && !view.isLoading,
    pending: state.pending,
    saving,
    // said before the host types: this step cannot change while its review runs
    formIssue: formIssue ?? (locked ? { key: 'listingLocked' } : null),
    onSubmit: () => void submit(),
    ...(state.refused ? { conflictItem: state.refused.item } : {}),
    // how a change applies, unless it cannot change now (the lock message says why)
    ...(view.detail?.auditStatus === 'online' && !locked ? { effect: stepEffect(step) } : {}),
  }
  return { view, state, form, set, submit, goNext, saving, error, errorUnder, fieldProps, formIssue, issues, card }
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

/** How a change of a step of an online listing takes effect (the domain's change-effect table). */
function stepEffect(step: ListingStep): StepEffect {
  if (AT_ONCE_STEPS.includes(step)) return 'atOnce'
  if (step === 'address') return 'addressReview'
  return AT_ONCE_FIELDS[step] ? 'reviewButUnits' : 'review'
}

/** Two overview values that differ at most in the similar-unit count (which applies at once). */
function sameButSimilarUnits(a: StepValues, b: StepValues): boolean {
  const { similarUnits: _a, ...restA } = a as Record<string, unknown>
  const { similarUnits: _b, ...restB } = b as Record<string, unknown>
  return JSON.stringify(restA) === JSON.stringify(restB)
}

/** 'beds[0].length' and 'beds.0.length' name the same field. */
function normaliseField(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1')
}
