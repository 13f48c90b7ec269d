import { createFileRoute } from '@tanstack/react-router'
import { UserInfoScreen } from '../../../features/profile/userinfo-screen'

/** setting/userinfo (spec 2; issue 18, decision 0061): the host's personal information. */
export const Route = createFileRoute('/_host/setting/userinfo')({
  component: UserInfoScreen,
})
