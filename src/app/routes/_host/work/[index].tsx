import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../../shell/use-document-title'
import { identityQueries } from '../../../data/identity'
import { prefetchHome } from '../../../data/home-queries'
import { WorkHomeScreen } from '../../../features/work/work-home-screen'
import { ProfileDialogs } from '../../../shell/profile-dialogs'
import type { ProfileDialog } from '../../../shell/profile-dialogs'

/** The host home at the literal URL /work/index (spec route work/index). */
export const Route = createFileRoute('/_host/work/index')({
  staticData: { firstScreen: 'data' },
  loader: ({ context }) => {
    // the home's figures are asked for beside the landlord info, not after the page rendered
    prefetchHome(context.queryClient)
    return context.queryClient.ensureQueryData(identityQueries.info())
  },
  component: WorkIndexPage,
})

function WorkIndexPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Host home`)
  // the dialogs' code (forms, uploads, city lists) loads when one first opens
  const [dialog, setDialog] = useState<ProfileDialog | null>(null)
  return (
    <>
      <WorkHomeScreen actions={{ openRealName: () => setDialog('realName'), chooseCity: () => setDialog('becomeLandlord') }} />
      <ProfileDialogs open={dialog} onClose={() => setDialog(null)} />
    </>
  )
}
