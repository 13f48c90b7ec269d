import { createFileRoute, redirect } from '@tanstack/react-router'

/** Any path no route matches goes to the 404 page (spec 2 Route guard). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true })
  },
})
