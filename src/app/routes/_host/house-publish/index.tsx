import { createFileRoute, redirect } from '@tanstack/react-router'

/** /house-publish goes to its first step. */
export const Route = createFileRoute('/_host/house-publish/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/house-publish/house-address', search, replace: true })
  },
})
