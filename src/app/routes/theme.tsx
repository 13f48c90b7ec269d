import { createFileRoute } from '@tanstack/react-router'
import { ThemeScreen } from '../shell/pages/theme-screen'

export const Route = createFileRoute('/theme')({
  component: ThemeScreen,
})
