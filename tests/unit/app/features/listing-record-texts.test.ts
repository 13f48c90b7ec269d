import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { OperationRecord } from '../../../../src/domain/listing/schemas'
import { isPhotoRecord, recordField, recordSubject, recordValue } from '../../../../src/app/features/listing-manage/record-texts'

const i18n = setupI18n()
i18n.loadAndActivate({ locale: 'en', messages: {} })

const record = (over: Partial<OperationRecord>): OperationRecord => ({
  id: '1', luId: 'lu-1', time: 0, role: 'merchantWeb', operator: '张明', action: 'saveStep', ...over,
})

describe('the operation record in the host\'s words', () => {
  it('names steps by their titles and keeps a field inside a step after its title', () => {
    expect(recordField('houseInfo', i18n)).toBe('Overview')
    expect(recordField('housePrice.priceWeekday', i18n)).toBe('Selling price · priceWeekday')
    expect(recordField('hotelInfo.name', i18n)).toBe('Hotel information · name')
    expect(recordField('roomStatus', i18n)).toBe('Status')
    // a submitted change lists its fields
    expect(recordField('houseDescribe.title,address', i18n)).toBe('Description · title, Address')
    // a name it does not know stays as recorded
    expect(recordField('somethingNew', i18n)).toBe('somethingNew')
  })

  it('shows coded values by their labels and any other value as recorded', () => {
    expect(recordValue('kind', 'hotel', i18n)).toBe('Hotel')
    expect(recordValue('rentalType', 'whole', i18n)).toBe('Entire home')
    expect(recordValue('roomStatus', 'offline', i18n)).toBe('Offline')
    expect(recordValue('reason', 'duplicate', i18n)).toBe('It duplicates another listing')
    expect(recordValue('reason', 'other: 重复创建', i18n)).toBe('Other reason: 重复创建')
    expect(recordValue('reasons', 'photoBlurry,somethingNew', i18n)).toBe('Blurry photos, somethingNew')
    expect(recordValue('housePrice.priceWeekday', '350', i18n)).toBe('350')
    expect(recordValue('roomStatus', 'paused', i18n)).toBe('paused')
  })

  it('names the listing by its title, else by what it is, never by its id', () => {
    expect(recordSubject(record({ title: 'Lakeside flat', kind: 'bnb' }), i18n)).toBe('Lakeside flat')
    expect(recordSubject(record({ kind: 'hotel' }), i18n)).toBe('Untitled hotel')
    expect(recordSubject(record({ kind: 'roomType' }), i18n)).toBe('Untitled room type')
    expect(recordSubject(record({}), i18n)).toBe('Untitled listing')
  })

  it('knows the records whose value is a photo\'s id', () => {
    expect(isPhotoRecord(record({ action: 'uploadPhoto', field: 'housePhotos', newValue: 'img-1' }))).toBe(true)
    expect(isPhotoRecord(record({ action: 'uploadPhoto', field: 'photoIds', newValue: 'img-1' }))).toBe(true)
    expect(isPhotoRecord(record({ field: 'housePhotos.cover' }))).toBe(false)
  })
})
