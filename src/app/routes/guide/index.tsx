import { createFileRoute, redirect } from '@tanstack/react-router'

/** /guide opens its first page. */
export const Route = createFileRoute('/guide/')({
  beforeLoad: () => {
    throw redirect({ href: '/guide/about', replace: true })
  },
})
