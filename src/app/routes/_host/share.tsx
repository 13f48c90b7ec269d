import { createFileRoute } from '@tanstack/react-router'
import { ShareScreen } from '../../features/share/share-screen'

/** Photos shared from the phone's gallery to the installed portal (issue 40; the manifest's share target). */
export const Route = createFileRoute('/_host/share')({
  component: ShareScreen,
})
