import { createFileRoute } from '@tanstack/react-router'
import { WelcomeScreen } from '../shell/pages/welcome-screen'

export const Route = createFileRoute('/welcome')({
  component: WelcomeScreen,
})
