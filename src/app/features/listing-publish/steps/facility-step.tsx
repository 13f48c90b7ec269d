import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FACILITY_GROUP_ORDER, FACILITY_GROUPS } from '../../../../domain/listing/facilities'
import type { StepValues } from '../../../data/listing-draft'
import { FACILITY_GROUP_LABELS, FACILITY_LABELS } from '../../../data/listing-labels'
import { CheckGroup } from '../fields'
import { domainIssues } from '../domain-checks'
import { StepCard } from '../../../ui/step-card'
import { useStepForm } from '../use-step-form'

type Form = { facilities: string[] }

/** Facilities by group (codes of the domain catalogue). */
export function FacilityStep({ luId }: { luId: string }) {
  const { t, i18n } = useLingui()
  const fromValues = useCallback(
    (v: StepValues | undefined): Form => ({ facilities: Array.isArray(v?.facilities) ? (v.facilities as string[]) : [] }),
    [],
  )
  const toValues = useCallback((f: Form): StepValues => ({ facilities: f.facilities }), [])
  const check = useCallback((values: StepValues) => domainIssues('facility', values), [])
  const { form, set, error, formIssue, card } = useStepForm({ luId, step: 'facility', fromValues, toValues, check })
  return (
    <StepCard
      title={t`Facilities`}
      intro={t`Tick what guests can use.`}
      {...card}
      formIssue={formIssue ?? error('facilities') ?? null}
    >
      {form &&
        FACILITY_GROUP_ORDER.map((group) => {
          const codes: readonly string[] = FACILITY_GROUPS[group]
          return (
            <CheckGroup
              key={group}
              label={i18n._(FACILITY_GROUP_LABELS[group])}
              values={form.facilities.filter((code) => codes.includes(code))}
              options={FACILITY_GROUPS[group].map((code) => ({ value: code, label: i18n._(FACILITY_LABELS[code]) }))}
              onChange={(chosen) => set('facilities', [...form.facilities.filter((code) => !codes.includes(code)), ...chosen])}
            />
          )
        })}
    </StepCard>
  )
}
