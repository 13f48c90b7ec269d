import { describe, expect, it } from 'vitest'
import {
  checkHotelBooking, checkHotelDiscount, checkHotelFacility, checkHotelInfo, checkHotelPhotos, checkHotelQualification, checkHotelSettlement, checkRoomType, checkServiceTime,
  isSettlementVoid, requiredDocuments,
  type HotelInfoValue, type HotelQualificationValue, type RoomTypeValue,
} from '../../../../src/domain/hotel/rules'
import type { ListingFieldError } from '../../../../src/domain/listing/field-error'

const TODAY = '2026-11-26'
const TEXT_50 = '湖畔精品酒店步行五分钟可达西湖断桥，客房安静整洁，每间都有独立卫浴与舒适大床，前台二十四小时为客人服务，欢迎入住'.slice(0, 50)

const INFO: HotelInfoValue = {
  name: '西湖边精品酒店',
  hotelType: 'boutique',
  openedOn: '2015-06',
  renovatedOn: '2023-03',
  totalRooms: 48,
  description: TEXT_50,
  highlights: TEXT_50,
  frontDeskPhone: '057187654321',
  fixedPhone: { areaCode: '0571', number: '87654321', extension: '8001' },
  mainContact: { name: '王经理', mobile: '13900001111', email: 'manager@example.com' },
  roomStatusContact: { name: '李前台', mobile: '13900002222', email: '' },
  settlementContact: { name: '赵财务', mobile: '13900003333', email: 'finance@example.com' },
  serviceStart: '08:00',
  serviceEnd: '22:00',
}

const ROOM: RoomTypeValue = {
  name: '湖景大床房', size: 32, floor: '3-5', occupancy: 2, price: 680, rooms: 12, beds: [{ kind: 'king', count: 1 }],
  extraBed: false, wifi: 'yes', smoking: 'nonSmoking', windows: 'yes', earlyMorning: false, checkIn: '14:00', checkOut: '12:00',
  policies: '', facilities: ['airConditioning'], photoIds: ['p1'],
}

const keyOf = (errors: ListingFieldError[], field: string) => errors.find((e) => e.field === field)?.key ?? null

describe('the hotel info rules (business rules 5 "Hotel")', () => {
  const info = (change: Partial<HotelInfoValue>) => checkHotelInfo({ ...INFO, ...change }, TODAY)

  it('takes a complete hotel', () => {
    expect(TEXT_50.length).toBe(50)
    expect(info({})).toEqual([])
  })

  it('names a hotel in 3-50 characters', () => {
    expect(keyOf(info({ name: '一二' }), 'name')).toBe('lengthBetween')
    expect(keyOf(info({ name: '一二三' }), 'name')).toBeNull()
    expect(keyOf(info({ name: '店'.repeat(50) }), 'name')).toBeNull()
    expect(info({ name: '店'.repeat(51) })).toContainEqual({ field: 'name', key: 'lengthBetween', params: { min: 3, max: 50 } })
    expect(keyOf(info({ name: '  ' }), 'name')).toBe('required')
  })

  it('counts 0-9999 rooms', () => {
    expect(keyOf(info({ totalRooms: 0 }), 'totalRooms')).toBeNull()
    expect(keyOf(info({ totalRooms: 9999 }), 'totalRooms')).toBeNull()
    expect(info({ totalRooms: 10000 })).toContainEqual({ field: 'totalRooms', key: 'numberBetween', params: { min: 0, max: 9999 } })
    expect(keyOf(info({ totalRooms: -1 }), 'totalRooms')).toBe('numberBetween')
    expect(keyOf(info({ totalRooms: 2.5 }), 'totalRooms')).toBe('numberBetween')
    expect(keyOf(info({ totalRooms: null }), 'totalRooms')).toBe('required')
  })

  it('describes it and its highlights in 50-500 characters, without contact details', () => {
    expect(keyOf(info({ description: TEXT_50.slice(0, 49) }), 'description')).toBe('lengthBetween')
    expect(keyOf(info({ highlights: '好'.repeat(500) }), 'highlights')).toBeNull()
    expect(keyOf(info({ highlights: '好'.repeat(501) }), 'highlights')).toBe('lengthBetween')
    expect(keyOf(info({ description: `${TEXT_50}，订房请加微信 hotel123456 或致电 13900001111` }), 'description')).toBe('textContactInfo')
  })

  it('takes phones of digits: front desk 5-20, area code 1-4, number 5-20, extension 1-20 (the fixed phone optional)', () => {
    expect(keyOf(info({ frontDeskPhone: '1234' }), 'frontDeskPhone')).toBe('lengthBetween')
    expect(keyOf(info({ frontDeskPhone: '12345' }), 'frontDeskPhone')).toBeNull()
    expect(keyOf(info({ frontDeskPhone: '1'.repeat(21) }), 'frontDeskPhone')).toBe('lengthBetween')
    expect(keyOf(info({ frontDeskPhone: '0571-8765' }), 'frontDeskPhone')).toBe('PleaseNum')
    expect(keyOf(info({ fixedPhone: { areaCode: '05712', number: '87654321', extension: '' } }), 'fixedPhone.areaCode')).toBe('lengthBetween')
    expect(keyOf(info({ fixedPhone: { areaCode: '', number: '87654321', extension: '' } }), 'fixedPhone.areaCode')).toBe('required')
    expect(keyOf(info({ fixedPhone: { areaCode: '0571', number: '8765', extension: '' } }), 'fixedPhone.number')).toBe('lengthBetween')
    expect(keyOf(info({ fixedPhone: { areaCode: '0571', number: '87654321', extension: '1'.repeat(21) } }), 'fixedPhone.extension')).toBe('lengthBetween')
    expect(info({ fixedPhone: { areaCode: '', number: '', extension: '' } })).toEqual([])
  })

  it('needs a main contact of 1-20 characters with an 11-digit mobile and an e-mail; the other contacts have no e-mail to give', () => {
    expect(keyOf(info({ mainContact: { ...INFO.mainContact, name: '名'.repeat(21) } }), 'mainContact.name')).toBe('lengthBetween')
    expect(keyOf(info({ mainContact: { ...INFO.mainContact, mobile: '1390000111' } }), 'mainContact.mobile')).toBe('payoutPhone11')
    expect(keyOf(info({ mainContact: { ...INFO.mainContact, mobile: '12900001111' } }), 'mainContact.mobile')).toBe('payoutPhone11')
    expect(keyOf(info({ mainContact: { ...INFO.mainContact, email: '' } }), 'mainContact.email')).toBe('required')
    expect(keyOf(info({ mainContact: { ...INFO.mainContact, email: 'manager@' } }), 'mainContact.email')).toBe('PleaseEnterEmailFormat')
    expect(keyOf(info({ roomStatusContact: { ...INFO.roomStatusContact, email: '' } }), 'roomStatusContact.email')).toBeNull()
    expect(keyOf(info({ settlementContact: { ...INFO.settlementContact, mobile: '' } }), 'settlementContact.mobile')).toBe('required')
  })

  it('opens and renovates in a past month, the renovation not before the opening', () => {
    expect(keyOf(info({ openedOn: '2026-12' }), 'openedOn')).toBe('startDateAfterToday')
    expect(keyOf(info({ openedOn: '2026-11', renovatedOn: '' }), 'openedOn')).toBeNull()
    expect(keyOf(info({ openedOn: '2015-13' }), 'openedOn')).toBe('invalidValue')
    expect(keyOf(info({ renovatedOn: '2014-12' }), 'renovatedOn')).toBe('renovatedBeforeOpening')
    expect(keyOf(info({ renovatedOn: '' }), 'renovatedOn')).toBeNull()
  })
})

describe('service hours (business rules 9)', () => {
  it('last at least 8 hours and start no later than they end', () => {
    expect(checkServiceTime('08:00', '16:00')).toEqual([])
    expect(checkServiceTime('08:00', '15:59')).toEqual([{ field: 'serviceEnd', key: 'serviceTimeTooShort', params: { hours: 8 } }])
    expect(checkServiceTime('18:00', '08:00')).toEqual([{ field: 'serviceEnd', key: 'serviceTimeOrder' }])
    expect(checkServiceTime('00:00', '23:59')).toEqual([])
    expect(checkServiceTime('', '22:00')).toEqual([{ field: 'serviceStart', key: 'required' }])
    expect(checkServiceTime('8:00', '22:00')).toEqual([{ field: 'serviceStart', key: 'invalidValue' }])
  })
})

describe('the room type rules', () => {
  const room = (change: Partial<RoomTypeValue>) => checkRoomType({ ...ROOM, ...change })

  it('takes a complete room type', () => expect(room({})).toEqual([]))

  it('names it in 1-30 characters, on a floor of 1-10 characters', () => {
    expect(keyOf(room({ name: '房'.repeat(30) }), 'name')).toBeNull()
    expect(keyOf(room({ name: '房'.repeat(31) }), 'name')).toBe('lengthBetween')
    expect(keyOf(room({ floor: '' }), 'floor')).toBe('required')
    expect(keyOf(room({ floor: '1'.repeat(10) }), 'floor')).toBeNull()
    expect(keyOf(room({ floor: '1'.repeat(11) }), 'floor')).toBe('lengthBetween')
  })

  it('measures 1-10000 square metres, sleeps 1-99 and costs 1-1000 a night', () => {
    expect(keyOf(room({ size: 1 }), 'size')).toBeNull()
    expect(keyOf(room({ size: 0.5 }), 'size')).toBe('numberBetween')
    expect(keyOf(room({ size: 10000 }), 'size')).toBeNull()
    expect(keyOf(room({ size: 10001 }), 'size')).toBe('numberBetween')
    expect(keyOf(room({ occupancy: 99 }), 'occupancy')).toBeNull()
    expect(keyOf(room({ occupancy: 100 }), 'occupancy')).toBe('numberBetween')
    expect(keyOf(room({ occupancy: 0 }), 'occupancy')).toBe('numberBetween')
    expect(keyOf(room({ price: 1 }), 'price')).toBeNull()
    expect(keyOf(room({ price: 1000 }), 'price')).toBeNull()
    expect(room({ price: 1000.01 })).toContainEqual({ field: 'price', key: 'numberBetween', params: { min: 1, max: 1000 } })
    expect(keyOf(room({ price: 0.99 }), 'price')).toBe('numberBetween')
    expect(keyOf(room({ price: 99.5 }), 'price')).toBe('numberBetween')
  })

  it('counts 1-9999 rooms of the type', () => {
    expect(keyOf(room({ rooms: 1 }), 'rooms')).toBeNull()
    expect(keyOf(room({ rooms: 9999 }), 'rooms')).toBeNull()
    expect(room({ rooms: 0 })).toContainEqual({ field: 'rooms', key: 'numberBetween', params: { min: 1, max: 9999 } })
    expect(keyOf(room({ rooms: 10000 }), 'rooms')).toBe('numberBetween')
    expect(keyOf(room({ rooms: null }), 'rooms')).toBe('required')
  })

  it('needs beds, the WIFI, smoking and window answers, check-in and check-out times and at least one photo', () => {
    expect(keyOf(room({ beds: [] }), 'beds')).toBe('required')
    expect(keyOf(room({ beds: [{ kind: 'twin', count: 0 }] }), 'beds.0.count')).toBe('numberBetween')
    expect(keyOf(room({ wifi: '' }), 'wifi')).toBe('required')
    expect(keyOf(room({ smoking: '' }), 'smoking')).toBe('required')
    expect(keyOf(room({ windows: '' }), 'windows')).toBe('required')
    expect(keyOf(room({ checkIn: '' }), 'checkIn')).toBe('required')
    expect(keyOf(room({ checkOut: '25:00' }), 'checkOut')).toBe('invalidValue')
    expect(room({ photoIds: [] })).toContainEqual({ field: 'photoIds', key: 'photosTooFew', params: { min: 1 } })
  })
})

describe('hotel discounts (business rules 5)', () => {
  it('are 1 to 9.9 with one decimal', () => {
    expect(checkHotelDiscount('discount', 1)).toEqual([])
    expect(checkHotelDiscount('discount', 9.9)).toEqual([])
    expect(checkHotelDiscount('discount', 8.5)).toEqual([])
    expect(checkHotelDiscount('discount', 0.9)).toEqual([{ field: 'discount', key: 'discountRange', params: { min: 1, max: 9.9 } }])
    expect(checkHotelDiscount('discount', 10)[0]?.key).toBe('discountRange')
    expect(checkHotelDiscount('discount', 8.55)[0]?.key).toBe('discountRange')
    expect(checkHotelDiscount('discount', null)[0]?.key).toBe('required')
  })
})

describe('the hotel qualification rules (business rules 5 "Hotel qualification")', () => {
  const PUBLIC: HotelQualificationValue = {
    kind: 'public', operatorName: '王建国', operatorId: '330106198001010013', ownerName: '', ownerId: '',
    businessName: '杭州西湖精品酒店有限公司', creditCode: '91330106MA2B1234X5', legalPerson: '王建国', premises: '杭州市西湖区北山街 8 号',
    scope: '住宿服务', licenceType: '有限责任公司', validUntil: '',
    images: { businessLicence: ['/q/l.jpg'], idFront: ['/q/f.jpg'], idBack: ['/q/b.jpg'] },
  }
  const q = (change: Partial<HotelQualificationValue>, beijing = false) => checkHotelQualification({ ...PUBLIC, ...change }, TODAY, beijing)

  it('takes a complete public qualification', () => expect(q({})).toEqual([]))

  it('keeps every length of the section at its bounds', () => {
    expect(keyOf(q({ businessName: '司'.repeat(50) }), 'businessName')).toBeNull()
    expect(keyOf(q({ businessName: '司'.repeat(51) }), 'businessName')).toBe('lengthBetween')
    expect(keyOf(q({ creditCode: '123456789' }), 'creditCode')).toBe('lengthBetween')
    expect(keyOf(q({ creditCode: '1234567890' }), 'creditCode')).toBeNull()
    expect(keyOf(q({ creditCode: '1'.repeat(31) }), 'creditCode')).toBe('lengthBetween')
    expect(keyOf(q({ legalPerson: '人'.repeat(70) }), 'legalPerson')).toBeNull()
    expect(keyOf(q({ legalPerson: '人'.repeat(71) }), 'legalPerson')).toBe('lengthBetween')
    expect(keyOf(q({ premises: '址'.repeat(51) }), 'premises')).toBe('lengthBetween')
    expect(keyOf(q({ scope: '营'.repeat(51) }), 'scope')).toBe('lengthBetween')
    expect(keyOf(q({ operatorId: '123456789' }), 'operatorId')).toBe('lengthBetween')
    expect(keyOf(q({ operatorId: 'E12345678' + '0' }), 'operatorId')).toBeNull()
    expect(keyOf(q({ operatorId: '1'.repeat(31) }), 'operatorId')).toBe('lengthBetween')
    expect(keyOf(q({ operatorId: '330106198001010014' }), 'operatorId')).toBe('PleaseEnterLegalIDNumber')
  })

  it('needs the documents of its kind (and in Beijing the special industry licence), and a licence not expired', () => {
    expect(keyOf(q({ images: { idFront: ['/f'], idBack: ['/b'] } }), 'images.businessLicence')).toBe('required')
    expect(keyOf(q({}, true), 'images.specialIndustry')).toBe('required')
    expect(requiredDocuments('personal', false)).toEqual(['idFront', 'idBack', 'lease'])
    const personal = q({ kind: 'personal', businessName: '', creditCode: '', images: { idFront: ['/f'], idBack: ['/b'] } })
    expect(personal).toEqual([{ field: 'images.lease', key: 'required' }])
    expect(keyOf(q({ validUntil: '2026-11-25' }), 'validUntil')).toBe('licenceExpired')
    expect(keyOf(q({ validUntil: '2026-11-26' }), 'validUntil')).toBeNull()
    expect(q({ kind: '' })).toEqual([{ field: 'kind', key: 'required' }])
  })
})

describe('hotel settlement info', () => {
  const GOOD = { cardType: 'public' as const, bankName: '招商银行', branch: '杭州分行营业部', accountName: '杭州西湖精品酒店有限公司', cardNumber: '5719 0876 5210 801' }

  it('takes a bank card of 1-30 digits, a branch of 1-40 and an account name of 1-50', () => {
    expect(checkHotelSettlement(GOOD)).toEqual([])
    expect(keyOf(checkHotelSettlement({ ...GOOD, cardNumber: '1'.repeat(31) }), 'cardNumber')).toBe('lengthBetween')
    expect(keyOf(checkHotelSettlement({ ...GOOD, cardNumber: '62-14' }), 'cardNumber')).toBe('PleaseNum')
    expect(keyOf(checkHotelSettlement({ ...GOOD, branch: '支'.repeat(41) }), 'branch')).toBe('lengthBetween')
    expect(keyOf(checkHotelSettlement({ ...GOOD, accountName: '名'.repeat(51) }), 'accountName')).toBe('lengthBetween')
    expect(keyOf(checkHotelSettlement({ ...GOOD, cardType: '' }), 'cardType')).toBe('required')
  })

  it('is void when recorded before 1 July 2022', () => {
    expect(isSettlementVoid('2022-06-30')).toBe(true)
    expect(isSettlementVoid('2022-07-01')).toBe(false)
  })
})

describe('the hotel facility, photos and booking steps', () => {
  it('takes facilities of the catalogue and the hotel services, at least one, each once', () => {
    expect(checkHotelFacility({ facilities: ['wifi', 'frontDesk24h'] })).toEqual([])
    expect(checkHotelFacility({ facilities: [] })).toEqual([{ field: 'facilities', key: 'required' }])
    expect(checkHotelFacility({ facilities: ['wifi', 'helipad'] })).toEqual([{ field: 'facilities.1', key: 'invalidValue' }])
    expect(checkHotelFacility({ facilities: ['wifi', 'wifi'] })).toEqual([{ field: 'facilities', key: 'invalidValue' }])
    expect(checkRoomType({ ...ROOM, facilities: ['sauna'] })).toContainEqual({ field: 'facilities.0', key: 'invalidValue' })
  })

  it('shows the hotel in 3-30 photos, one of them the cover', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`)
    expect(checkHotelPhotos({ photoIds: ids(3), coverImgId: 'p0' })).toEqual([])
    expect(checkHotelPhotos({ photoIds: ids(2), coverImgId: 'p0' })).toEqual([{ field: 'photoIds', key: 'photosTooFew', params: { min: 3 } }])
    expect(checkHotelPhotos({ photoIds: ids(30), coverImgId: 'p0' })).toEqual([])
    expect(checkHotelPhotos({ photoIds: ids(31), coverImgId: 'p0' })).toEqual([{ field: 'photoIds', key: 'photosTooMany', params: { max: 30 } }])
    expect(checkHotelPhotos({ photoIds: ids(3), coverImgId: 'p9' })).toEqual([{ field: 'coverImgId', key: 'coverRequired' }])
  })

  it('needs a cancellation rule and check-in and check-out times; notes follow the text rules', () => {
    const booking = { cancellationRule: 'moderate' as const, checkInFrom: '14:00', checkOutBy: '12:00', childrenWelcome: true, petsAllowed: false, notes: '' }
    expect(checkHotelBooking(booking)).toEqual([])
    expect(checkHotelBooking({ ...booking, cancellationRule: '' })).toEqual([{ field: 'cancellationRule', key: 'required' }])
    expect(checkHotelBooking({ ...booking, checkOutBy: '24:00' })).toEqual([{ field: 'checkOutBy', key: 'invalidValue' }])
    expect(checkHotelBooking({ ...booking, notes: '注'.repeat(501) })).toEqual([{ field: 'notes', key: 'tooLong', params: { max: 500 } }])
    expect(checkHotelBooking({ ...booking, notes: '详情请访问 www.example.com' })[0]?.key).toBe('textWebsite')
  })
})
