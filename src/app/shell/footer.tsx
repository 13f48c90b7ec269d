import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from './app-link'
import { CertBadges } from './cert-badges'
import { ABOUT_LINKS, RULE_LINKS } from './footer-links'
import type { FooterLink } from './footer-links'
import { useOnlineService } from './use-online-service'
import {
  BUSINESS_LICENCE,
  ICP_FILING,
  ICP_LOOKUP_URL,
  PUBLIC_SECURITY_FILING,
  SERVICE_EMAIL,
  SERVICE_PHONE,
} from './site-info'

/** The footer of the whitelisted pages (spec 2 Footer). */
export function Footer() {
  const { t } = useLingui()
  const openService = useOnlineService()
  const year = new Date().getFullYear()
  return (
    <footer className="mt-12 border-t border-gray-200 bg-white text-sm text-gray-800">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 pr-16 md:grid-cols-[1fr_2fr_1fr] md:pr-20">
        <LinkGroup title={t`About`} links={ABOUT_LINKS} />
        <LinkGroup title={t`Rules and agreements`} links={RULE_LINKS} columns />
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className="mb-3 font-semibold text-gray-900">
            <Trans>Customer service</Trans>
          </h2>
          <ul className="space-y-2">
            <li>
              <Trans>Service hotline</Trans>{' '}
              <a className="font-medium text-brand-800 underline" href={`tel:${SERVICE_PHONE}`}>
                {SERVICE_PHONE}
              </a>
            </li>
            <li>
              <Trans>Service e-mail</Trans>{' '}
              <a className="font-medium text-brand-800 underline" href={`mailto:${SERVICE_EMAIL}`}>
                {SERVICE_EMAIL}
              </a>
            </li>
            <li>
              <button type="button" onClick={openService} className="font-medium text-brand-800 underline">
                <Trans>Online customer service</Trans>
              </button>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-gray-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 pr-16 text-xs text-gray-700 md:flex-row md:items-center md:justify-between md:pr-20">
          <div className="space-y-1">
            <p>
              <Trans>© {year} Host Portal. All rights reserved.</Trans>
            </p>
            <p>
              <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer" className="underline">
                <Trans>ICP filing: {ICP_FILING}</Trans>
              </a>
              {' · '}
              <Trans>Public security filing: {PUBLIC_SECURITY_FILING}</Trans>
              {' · '}
              <Trans>Business licence: {BUSINESS_LICENCE}</Trans>
            </p>
          </div>
          <CertBadges />
        </div>
      </div>
    </footer>
  )
}

function LinkGroup({ title, links, columns = false }: { title: string; links: readonly FooterLink[]; columns?: boolean }) {
  const { t } = useLingui()
  const id = `footer-${links[0]?.to.replace(/\W+/g, '-')}`
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-gray-900">
        {title}
      </h2>
      <ul className={columns ? 'grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3' : 'space-y-2'}>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to} className="text-gray-800 hover:text-brand-800 hover:underline">
              {t(link.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
