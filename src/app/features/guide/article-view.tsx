import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../shell/use-document-title'
import type { PageContent } from './content-types'

/** One guide or agreement page in the portal's language: the title is the page's only h1. */
export function ArticleView({ content }: { content: PageContent }) {
  const { i18n } = useLingui()
  const lang = i18n.locale === 'en' ? 'en' : 'zh'
  const title = content.title[lang]
  useDocumentTitle(title)
  const updated = content.updated
  return (
    <article className="min-w-0 flex-1 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-8" lang={lang}>
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          Last updated: <time dateTime={updated}>{updated}</time>
        </Trans>
      </p>
      {content.sections.map((section, index) => (
        <section key={index} id={section.id} className="mt-6 scroll-mt-20">
          <h2 className="text-lg font-semibold text-gray-900">{section.heading[lang]}</h2>
          {section.paragraphs[lang].map((paragraph, line) => (
            <p key={line} className="mt-2 leading-7 text-gray-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
