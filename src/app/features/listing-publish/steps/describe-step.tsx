import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StepValues } from '../../../data/listing-draft'
import { TextField } from '../../../ui/text-field'
import { TextArea, toText } from '../fields'
import { requiredIssues } from '../required'
import { StepCard } from '../../../ui/step-card'
import { useStepForm } from '../use-step-form'
import { domainIssues } from '../domain-checks'

type Form = { title: string; description: string; highlights: string; neighbourhood: string }

/** Title, description, highlights and neighbourhood (text rules: no contact details, prices, links, banned words, emoji). */
export function DescribeStep({ luId }: { luId: string }) {
  const { t } = useLingui()
  const fromValues = useCallback(
    (v: StepValues | undefined): Form => ({
      title: toText(v?.title),
      description: toText(v?.description),
      highlights: toText(v?.highlights),
      neighbourhood: toText(v?.neighbourhood),
    }),
    [],
  )
  const toValues = useCallback((f: Form): StepValues => ({
    title: f.title.trim(),
    description: f.description.trim(),
    ...(f.highlights.trim() ? { highlights: f.highlights.trim() } : {}),
    ...(f.neighbourhood.trim() ? { neighbourhood: f.neighbourhood.trim() } : {}),
  }), [])
  const check = useCallback(
    (values: StepValues) => [...requiredIssues(values, ['title', 'description']), ...domainIssues('houseDescribe', values)],
    [],
  )
  const { form, set, error, card } = useStepForm({ luId, step: 'houseDescribe', fromValues, toValues, check })
  return (
    <StepCard
      title={t`Description`}
      intro={t`No phone numbers, WeChat or QQ ids, e-mail addresses, websites, prices or emoji in the texts.`}
      {...card}
    >
      {form && (
        <>
          <TextField
            label={t`Title`}
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            error={error('title')?.key}
            errorParams={error('title')?.params}
            hint={<Trans>A short name guests will see first.</Trans>}
          />
          <TextArea
            label={t`Description`}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            error={error('description')}
            count={form.description.trim().length}
            hint={<Trans>What the place is like, what guests can expect.</Trans>}
          />
          <TextArea
            label={t`Highlights (optional)`}
            value={form.highlights}
            onChange={(e) => set('highlights', e.target.value)}
            error={error('highlights')}
          />
          <TextArea
            label={t`Neighbourhood (optional)`}
            value={form.neighbourhood}
            onChange={(e) => set('neighbourhood', e.target.value)}
            error={error('neighbourhood')}
          />
        </>
      )}
    </StepCard>
  )
}
