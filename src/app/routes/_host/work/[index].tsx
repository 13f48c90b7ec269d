import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../../shell/use-document-title'
import { identityQueries } from '../../../data/identity'
import { WorkHomeScreen } from '../../../features/work/work-home-screen'
import { BecomeLandlordDialog } from '../../../features/profile/become-landlord-dialog'
import { RealNameDialog } from '../../../features/profile/real-name-dialog'

/** The host home at the literal URL /work/index (spec route work/index). */
export const Route = createFileRoute('/_host/work/index')({
  loader: ({ context }) => context.queryClient.ensureQueryData(identityQueries.info()),
  component: WorkIndexPage,
})

function WorkIndexPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Host home`)
  const [realNameOpen, setRealNameOpen] = useState(false)
  const [cityOpen, setCityOpen] = useState(false)
  return (
    <>
      <WorkHomeScreen actions={{ openRealName: () => setRealNameOpen(true), chooseCity: () => setCityOpen(true) }} />
      <RealNameDialog open={realNameOpen} onOpenChange={setRealNameOpen} />
      <BecomeLandlordDialog open={cityOpen} onOpenChange={setCityOpen} />
    </>
  )
}
