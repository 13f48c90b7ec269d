import type { MouseEvent } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { LANGS, switchLang } from '../i18n'
import type { Lang } from '../i18n'
import { cx } from '../ui/cx'

/** Language names in their own language: the same text in every locale. */
const AUTONYMS: Record<Lang, string> = { zh: '中文', en: 'English' }
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' }

/**
 * 中文 / English switch; the choice is remembered in localStorage 'lang' (and a cookie the server
 * reads). The buttons belong to a plain GET form: on a prerendered page whose script has not
 * started yet, a tap still opens the page in that language (?lang=…, issue 41); once the portal
 * runs, the switch happens in place.
 */
export function LangSwitch({ className }: { className?: string }) {
  const { t, i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const choose = (event: MouseEvent, lang: Lang) => {
    event.preventDefault()
    void switchLang(lang)
  }
  return (
    <form method="get" action={pathname} className={cx('inline-flex', className)}>
      <div role="group" aria-label={t`Language`} className="inline-flex rounded-md border border-gray-300">
      {LANGS.map((lang) => {
        const active = i18n.locale === lang
        return (
          <button
            key={lang}
            type="submit"
            name="lang"
            value={lang}
            lang={HTML_LANG[lang]}
            aria-pressed={active}
            onClick={(event) => choose(event, lang)}
            className={cx(
              'h-8 px-2 text-sm first:rounded-l-md last:rounded-r-md',
              active ? 'bg-gray-900 text-white' : 'bg-white text-gray-800 hover:bg-gray-100',
            )}
          >
            {AUTONYMS[lang]}
          </button>
        )
      })}
      </div>
    </form>
  )
}
