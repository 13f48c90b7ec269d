import { createFileRoute, Outlet } from '@tanstack/react-router'
import { GuideLayout } from '../features/guide/guide-screens'

export const Route = createFileRoute('/guide')({
  component: Page,
})

function Page() {
  return (
    <GuideLayout>
      <Outlet />
    </GuideLayout>
  )
}
