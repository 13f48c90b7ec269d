import { useState } from 'react'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { publishSearch } from '../../features/listing-publish/publish-search'
import { PublishFrame } from '../../features/listing-publish/publish-frame'
import { ProfileDialogs } from '../../shell/profile-dialogs'
import { RejectionList } from '../../features/listing-manage/rejection-list'

/** /house-publish/*: the eight steps of a B&B listing around one frame (steps, checklist, leave guard). */
export const Route = createFileRoute('/_host/house-publish')({
  validateSearch: publishSearch,
  beforeLoad: ({ search }) => {
    if (!search.luId) throw redirect({ to: '/select-house-type', search: { publishType: search.publishType ?? 'domestic' }, replace: true })
  },
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  const [realNameOpen, setRealNameOpen] = useState(false)
  return (
    <>
      <PublishFrame luId={luId} openRealName={() => setRealNameOpen(true)} Rejections={RejectionList} />
      <ProfileDialogs open={realNameOpen ? 'realName' : null} onClose={() => setRealNameOpen(false)} />
    </>
  )
}
