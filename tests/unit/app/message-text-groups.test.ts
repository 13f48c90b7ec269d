import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

describe('a message key whose group has not loaded (decision 0043)', () => {
  it('shows "Operation failed" at first, loads the groups, then shows its own text', async () => {
    // a fresh module: no group imported by any screen yet
    const { messageText, loadMessageTextGroups } = await import('../../../src/app/shell/message-text')
    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(messageText(i18n, 'withdrawOverBalance')).toBe('Operation failed')
    await loadMessageTextGroups()
    expect(messageText(i18n, 'withdrawOverBalance')).toBe('The amount is more than your balance')
    // a server text no key fits is still shown as given, and loads nothing
    expect(messageText(i18n, '房源不存在')).toBe('房源不存在')
  })
})
