import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../../ui/spinner'
import { PageNav } from './page-nav'
import type { NavEntry } from './page-nav'
import { AGREEMENT_NUMBERS, GUIDE_SLUGS } from './guide-slugs'
import { AGREEMENT_TITLES, GUIDE_TITLES } from './page-titles'

const GUIDE_ENTRIES: readonly NavEntry[] = GUIDE_SLUGS.map((slug) => ({ to: `/guide/${slug}`, label: GUIDE_TITLES[slug] }))
const AGREEMENT_ENTRIES: readonly NavEntry[] = AGREEMENT_NUMBERS.map((n) => ({
  to: `/agreement/${n}.html`,
  label: AGREEMENT_TITLES[n],
}))

/** /guide/*: the list of all guide pages beside the page. */
export function GuideLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return <Frame nav={<PageNav label={t`Guide pages`} entries={GUIDE_ENTRIES} />}>{children}</Frame>
}

/** /agreement/*: the list of all agreements beside the page. */
export function AgreementLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return <Frame nav={<PageNav label={t`Agreements`} entries={AGREEMENT_ENTRIES} />}>{children}</Frame>
}

/** Shown while a page's content chunk loads. */
export function ArticlePending() {
  return (
    <div className="flex flex-1 justify-center py-16">
      <Spinner />
    </div>
  )
}

function Frame({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 lg:flex-row lg:gap-8">
      {nav}
      {children}
    </div>
  )
}
