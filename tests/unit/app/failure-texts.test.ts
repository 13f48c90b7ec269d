import { readFileSync } from 'node:fs'
import type { MessageDescriptor } from '@lingui/core'
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/client/errors'
import { classifyFailure } from '../../../src/client/outbox/backoff'
import { FAILURE_KINDS } from '../../../src/domain/failure-kind'
import { errorsFromFailure, failureMessage } from '../../../src/app/ui/form-errors'
import { FAILURE_TEXTS, KIND_AND_REASON } from '../../../src/app/shell/failure-texts'
import { messageText } from '../../../src/app/shell/message-text'
import { CORE_TEXTS } from '../../../src/app/shell/message-texts/core'

/** The zh catalog's translations of these descriptors, by their ids (as the build compiles them). */
function zhMessages(descriptors: readonly MessageDescriptor[]): Record<string, string> {
  const po = readFileSync(new URL('../../../src/app/locales/zh.po', import.meta.url), 'utf8')
  const byMsgid = new Map([...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1]!, m[2]!]))
  return Object.fromEntries(descriptors.map((d) => [d.id, byMsgid.get(d.message!) ?? '']))
}

function i18nIn(locale: 'en' | 'zh') {
  const i18n = setupI18n()
  const descriptors = [...Object.values(FAILURE_TEXTS), KIND_AND_REASON, CORE_TEXTS.listingLocked, CORE_TEXTS.networkError, CORE_TEXTS.tooLong]
  i18n.loadAndActivate({ locale, messages: locale === 'zh' ? zhMessages(descriptors) : {} })
  return i18n
}

describe("a failed write's text: the spec's failure text with the server's reason (decision 0080)", () => {
  it("reads '<kind>: <reason>' in the user's language", () => {
    const en = i18nIn('en')
    expect(messageText(en, 'listingLocked', { failureKind: 'save' })).toBe('Save Failed: The listing is under review: its information cannot be changed now')
    expect(messageText(en, 'networkError', { failureKind: 'withdrawal' })).toBe('Withdrawal failed: Network abnormal, please check your connection')
    const zh = i18nIn('zh')
    expect(messageText(zh, 'listingLocked', { failureKind: 'save' })).toMatch(/^保存失败：/)
    expect(messageText(zh, 'listingLocked', { failureKind: 'save' })).not.toContain('Save')
  })

  it("has the spec's own text for each kind, in both languages", () => {
    const en = i18nIn('en')
    const zh = i18nIn('zh')
    const english = FAILURE_KINDS.map((kind) => messageText(en, 'operationFailed', { failureKind: kind }))
    expect(english).toEqual(['Save Failed', 'Setting failed', 'Delete Failed', 'Withdrawal failed', 'Submission failed', 'Password modification failed', 'Operation Failed'])
    const chinese = FAILURE_KINDS.map((kind) => messageText(zh, 'operationFailed', { failureKind: kind }))
    expect(chinese).toEqual(['保存失败', '设置失败', '删除失败', '提现失败', '提交失败', '密码修改失败', '操作失败'])
  })

  it("keeps the reason's own params and shows a server's own sentence as it is", () => {
    const en = i18nIn('en')
    expect(messageText(en, 'tooLong', { max: 20, failureKind: 'operation' })).toBe('Operation Failed: Too long: at most 20 characters')
    expect(messageText(en, '房源已下线', { failureKind: 'delete' })).toBe('Delete Failed: 房源已下线')
  })

  it('a message without a kind is the reason alone, as before', () => {
    expect(messageText(i18nIn('en'), 'listingLocked')).toBe('The listing is under review: its information cannot be changed now')
  })
})

describe('where the kind goes', () => {
  const refusal = new ApiError({ status: 409, key: 'listingLocked', failure: 'save' })
  const fieldRefusal = new ApiError({ status: 400, key: 'tooLong', field: 'title', params: { max: 20 }, failure: 'save' })

  it("a form's alert is led by the kind; a field's error stays the reason, next to its field", () => {
    expect(errorsFromFailure(refusal, ['title'])).toEqual({ fields: {}, form: { key: 'listingLocked', params: { failureKind: 'save' } } })
    expect(errorsFromFailure(fieldRefusal, ['title'])).toEqual({ fields: { title: { key: 'tooLong', params: { max: 20 } } }, form: null })
    expect(messageText(i18nIn('en'), 'tooLong', errorsFromFailure(fieldRefusal, ['title']).fields.title!.params)).toBe('Too long: at most 20 characters')
  })

  it('a field refusal shown apart from a field is still the reason alone; what is no call failure stays "Operation failed"', () => {
    expect(failureMessage(fieldRefusal)).toEqual({ key: 'tooLong', params: { max: 20 } })
    expect(failureMessage(new TypeError('boom'))).toEqual({ key: 'operationFailed' })
  })

  it("the outbox's not-synced list keeps the kind of a refused write", () => {
    expect(classifyFailure(refusal)).toMatchObject({ type: 'refuse', key: 'listingLocked', params: { failureKind: 'save' } })
    expect(classifyFailure(fieldRefusal)).toMatchObject({ type: 'refuse', key: 'tooLong', params: { max: 20 } })
    expect(classifyFailure(fieldRefusal)).not.toMatchObject({ params: { failureKind: 'save' } })
  })
})
