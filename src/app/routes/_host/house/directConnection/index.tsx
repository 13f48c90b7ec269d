import { createFileRoute } from '@tanstack/react-router'
import { DirectConnectionScreen } from '../../../../features/pms/direct-connection-screen'

/** house/directConnection (spec 2): the host's PMS connections, their keys, and connecting a store (issue 20). */
export const Route = createFileRoute('/_host/house/directConnection/')({
  component: DirectConnectionScreen,
})
