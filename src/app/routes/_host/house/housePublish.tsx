import { createFileRoute } from '@tanstack/react-router'
import { PublishEntryScreen } from '../../../features/listing-manage/publish-entry-screen'

/** /house/housePublish: the entry to publishing (B&B; hotels come with a later issue). */
export const Route = createFileRoute('/_host/house/housePublish')({
  component: PublishEntryScreen,
})
