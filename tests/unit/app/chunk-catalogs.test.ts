import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messageIdsIn } from '../../../scripts/chunk-catalogs'
import { chunkCatalog, installChunkMessages } from '../../../src/app/chunk-messages'

/**
 * The translations that travel with each chunk (docs/decisions/0034-chunk-catalogs.md): the build
 * finds a chunk's message ids, the portal gathers what every loaded chunk brought.
 */
describe('the message ids of a chunk', () => {
  const catalogs = { zh: { NU5uaG: ['手机号'], jHkHKW: ['剩余', ['value'], '秒'], ab: ['短'] }, en: { NU5uaG: ['Mobile number'], jHkHKW: ['', ['value'], ' s left'], ab: ['x'] } }

  it('are the catalog ids the minified code names, in every quoting the minifier uses', () => {
    const code = 'label:o({id:`NU5uaG`}),x=i({id:"jHkHKW",values:{value:e}}),(0,T.jsx)(Trans,{id:\'ab\'})'
    expect(messageIdsIn(code, catalogs)).toEqual(['NU5uaG', 'ab', 'jHkHKW'])
  })

  it('leave out ids the catalog does not have (other objects with an id)', () => {
    expect(messageIdsIn('{id:`agreement`},{id:"main"},{ id: `NU5uaG` }', catalogs)).toEqual(['NU5uaG'])
    expect(messageIdsIn('const id = `NU5uaG`', catalogs)).toEqual([])
  })
})

describe('the catalogs the chunks fill', () => {
  afterEach(() => {
    globalThis.__chunkMessages = undefined
  })

  it('take the messages of the chunks that loaded before the portal started, and of every later one', () => {
    // chunks evaluated before the entry's code queue their messages
    globalThis.__chunkMessages = [{ zh: { early: ['早'] }, en: { early: ['early'] } }] as unknown as typeof globalThis.__chunkMessages
    installChunkMessages()
    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: 'zh', messages: chunkCatalog('zh') })
    expect(i18n._('early')).toBe('早')
    // a route's chunk loaded later adds its messages in place: Lingui, holding the same catalog, sees them
    globalThis.__chunkMessages!.push({ zh: { later: ['晚'] }, en: { later: ['later'] } })
    expect(i18n._('later')).toBe('晚')
    // switching language needs nothing more: every loaded chunk brought both
    i18n.loadAndActivate({ locale: 'en', messages: chunkCatalog('en') })
    expect(i18n._('early')).toBe('early')
    expect(i18n._('later')).toBe('later')
  })
})
