import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../shell/pages/home-screen'

/** '/': the public home page; the root guard sends a signed-in host on to /work/index. */
export const Route = createFileRoute('/')({
  component: HomeScreen,
})
