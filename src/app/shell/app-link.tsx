import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useRouter } from '@tanstack/react-router'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address inside the portal, e.g. '/guide/about' or '/select-house-type?publishType=domestic'. */
  to: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link to any in-app address, also one whose route arrives in a later issue (the router's
 * typed Link only accepts routes that exist). A plain click navigates inside the app; a
 * modified click (new tab, download) is left to the browser.
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || target === '_blank' || isModified(event)) return
    event.preventDefault()
    void router.navigate({ href: to })
  }
  return <a href={to} target={target} onClick={handleClick} {...rest} />
}

function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
