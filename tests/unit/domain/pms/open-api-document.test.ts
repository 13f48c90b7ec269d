import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MESSAGE_KEYS } from '../../../../src/domain/messages'
import { OPEN_ENDPOINTS } from '../../../../src/domain/pms/open-api'
import { OPEN_ERROR_TEXTS, openErrorBody, refusalsOf } from '../../../../src/domain/pms/open-api-document'
import { OPEN_API_DIR, openApiFiles } from '../../../../scripts/open-api-types'

describe('the open API\'s document (issue 38)', () => {
  it('every key a call can be refused with has a developer\'s text, and it is a message key the portal knows', () => {
    const keys = new Set(Object.values(OPEN_ENDPOINTS).flatMap((def) => Object.values(refusalsOf(def)).flat()))
    expect([...keys].filter((key) => !(key in OPEN_ERROR_TEXTS))).toEqual([])
    expect(Object.keys(OPEN_ERROR_TEXTS).filter((key) => !(MESSAGE_KEYS as readonly string[]).includes(key))).toEqual([])
  })

  it('a refusal\'s message has its params in it', () => {
    expect(openErrorBody('calendarRangeTooLong', 'updates.0.to', { max: 365 })).toEqual({
      error: 'calendarRangeTooLong', message: 'A range spans at most 365 nights.', field: 'updates.0.to', params: { max: 365 },
    })
    expect(openErrorBody('pmsKeyInvalid')).toEqual({ error: 'pmsKeyInvalid', message: OPEN_ERROR_TEXTS.pmsKeyInvalid })
  })

  it('writes list the refusals of writes (a body that is not JSON, too large, a reused key); reads do not', () => {
    expect(refusalsOf(OPEN_ENDPOINTS.openAvailability)).toMatchObject({ 400: expect.arrayContaining(['invalidValue', 'malformedBody', 'calendarPastDate']), 413: ['malformedBody'], 422: expect.arrayContaining(['idempotencyKeyReused', 'pmsRoomNotBound']) })
    expect(refusalsOf(OPEN_ENDPOINTS.openStore)).not.toHaveProperty('413')
  })

  it('the types in docs/open-api are the ones the document generates today (npm run open-api:types)', async () => {
    for (const [name, text] of Object.entries(await openApiFiles())) {
      expect(fs.readFileSync(path.join(OPEN_API_DIR, name), 'utf8'), `docs/open-api/${name} is stale: run npm run open-api:types`).toBe(text)
    }
  })
})
