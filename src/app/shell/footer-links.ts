import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type FooterLink = { to: string; label: MessageDescriptor }

/** Every link of the footer (spec 2 Footer), in two groups. */
export const ABOUT_LINKS: readonly FooterLink[] = [
  { to: '/guide/about', label: msg({ message: 'About us' }) },
  { to: '/guide/about#join', label: msg({ message: 'Join us' }) },
  { to: '/guide/contactUs', label: msg({ message: 'Contact us' }) },
  { to: '/guide/interlink', label: msg({ message: 'Open platform' }) },
]

export const RULE_LINKS: readonly FooterLink[] = [
  { to: '/agreement/1.html', label: msg({ message: 'Service agreement' }) },
  { to: '/guide/landlordRule', label: msg({ message: 'Landlord rules (mainland)' }) },
  { to: '/guide/landlordRule2', label: msg({ message: 'Landlord rules (overseas)' }) },
  { to: '/guide/lodgerRule', label: msg({ message: 'Guest rules' }) },
  { to: '/guide/disclaimer', label: msg({ message: 'Disclaimer' }) },
  { to: '/guide/historyRule', label: msg({ message: 'History rules' }) },
  { to: '/guide/secret', label: msg({ message: 'Privacy policy' }) },
  { to: '/guide/comment', label: msg({ message: 'Review publishing rules' }) },
  { to: '/guide/standard', label: msg({ message: 'Listing standards' }) },
  { to: '/agreement/3.html', label: msg({ message: 'Intellectual property statement' }) },
  { to: '/guide/guardianStatement', label: msg({ message: "Minors' check-in rules" }) },
  { to: '/guide/safeRule', label: msg({ message: 'Guest safety notice' }) },
  { to: '/guide/jpn', label: msg({ message: 'Japan lodging rules' }) },
]
