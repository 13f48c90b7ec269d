import { createFileRoute } from '@tanstack/react-router'
import { NotFoundScreen } from '../shell/not-found-screen'

export const Route = createFileRoute('/404')({
  component: NotFoundScreen,
})
