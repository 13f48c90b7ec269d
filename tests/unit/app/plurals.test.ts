import { setupI18n } from '@lingui/core'
import type { Messages } from '@lingui/core'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Counts read as English in English ("1 night", "3 nights"), and Chinese has one form: the
 * messages that show a count go through ICU plurals (issue 13's "1 changes waiting to sync").
 */
const catalogs: Record<string, Messages> = {}
beforeAll(async () => {
  const config = getConfig()
  for (const catalog of await getCatalogs(config)) {
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale })
      catalogs[locale] = JSON.parse(createCompiledCatalog(locale, messages, { namespace: 'json' }).source).messages as Messages
    }
  }
})

function render(locale: string, source: string, values: Record<string, unknown>): string {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale]! } })
  return i18n._(generateMessageId(source), values)
}

describe('messages with a count', () => {
  it('say one and many in English, once in Chinese', () => {
    const waiting = '{0, plural, one {# change waiting to sync} other {# changes waiting to sync}}'
    expect(render('en', waiting, { 0: 1 })).toBe('1 change waiting to sync')
    expect(render('en', waiting, { 0: 4 })).toBe('4 changes waiting to sync')
    expect(render('zh', waiting, { 0: 1 })).toBe('1 项修改等待同步')

    const row = '{0} to {1} · {2, plural, one {# night} other {# nights}} · {3, plural, one {# room} other {# rooms}} · {4, plural, one {# guest} other {# guests}} · booked by {5}'
    const values = { 0: '2026-12-01', 1: '2026-12-02', 2: 1, 3: 1, 4: 2, 5: 'Li' }
    expect(render('en', row, values)).toBe('2026-12-01 to 2026-12-02 · 1 night · 1 room · 2 guests · booked by Li')
    expect(render('zh', row, values)).toBe('2026-12-01 至 2026-12-02 · 1 晚 · 1 间 · 2 位房客 · 预订人 Li')

    const penalty = 'Demotion: your listings are down-ranked for {demotionDays, plural, one {# day} other {# days}}.'
    expect(render('en', penalty, { demotionDays: 1 })).toBe('Demotion: your listings are down-ranked for 1 day.')
    expect(render('en', penalty, { demotionDays: 7 })).toBe('Demotion: your listings are down-ranked for 7 days.')
  })
})
