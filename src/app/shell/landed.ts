import { useRouter } from '@tanstack/react-router'

/**
 * Whether the portal has a screen at a path (its query left aside). Navigation shows an entry
 * only once its area has landed: the review, promotion and event entries of the header appear
 * by themselves when their routes exist, and no host follows an entry into /404.
 */
export function useLanded(): (to: string) => boolean {
  const router = useRouter()
  return (to) => landedIn(router.routesByPath as unknown as Record<string, unknown>, to)
}

export function landedIn(routesByPath: Record<string, unknown>, to: string): boolean {
  const path = to.split(/[?#]/)[0] ?? ''
  return Object.hasOwn(routesByPath, path) || Object.hasOwn(routesByPath, `${path}/`)
}
