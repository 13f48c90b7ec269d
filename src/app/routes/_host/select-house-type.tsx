import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { can } from '../../../domain/permissions'
import { identityQueries, permissionSubject, useAuthInfo } from '../../data/identity'
import { useDocumentTitle } from '../../shell/use-document-title'
import { selectTypeSearch } from '../../features/listing-publish/publish-search'
import { SelectTypeScreen } from '../../features/listing-publish/select-type-screen'
import { ProfileDialogs } from '../../shell/profile-dialogs'

/** /select-house-type: rental and building type of a new B&B listing (its choices are kept when coming back). */
export const Route = createFileRoute('/_host/select-house-type')({
  validateSearch: selectTypeSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(identityQueries.info()),
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { publishType, luId } = Route.useSearch()
  const { info } = useAuthInfo()
  const [realNameOpen, setRealNameOpen] = useState(false)
  useDocumentTitle(t`Publish a listing`)
  return (
    <>
      <SelectTypeScreen
        publishType={publishType}
        luId={luId}
        realNamePassed={!info || can(permissionSubject(info), 'publishOrEditListing')}
        mayPrepare={!info || can(permissionSubject(info), 'prepareDraft')}
        openRealName={() => setRealNameOpen(true)}
        mayPublishHotel={!info || can(permissionSubject(info), 'publishHotel')}
      />
      <ProfileDialogs open={realNameOpen ? 'realName' : null} onClose={() => setRealNameOpen(false)} />
    </>
  )
}
