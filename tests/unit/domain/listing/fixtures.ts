import type { StepValues } from '../../../../src/domain/listing/schemas'

/** A complete, valid value for every step (a Hangzhou apartment); tests change one field at a time. */
export function validSteps(): StepValues {
  return {
    address: {
      country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106',
      address: '西湖区文三路 100 号', doorNumber: '3 单元 502', pin: { lat: 30.2789, lng: 120.1301, system: 'gcj02' },
    },
    houseInfo: {
      rentalType: 'whole', buildingType: 'apartment', rooms: 2, halls: 1, kitchens: 1, bathrooms: 1, balconies: 1,
      area: 85, livesWithLandlord: false, bathroomType: 'private',
      beds: [{ type: 'double', length: 2, width: 1.8, count: 1 }, { type: 'single', length: 2, width: 1.2, count: 2 }],
      people: 4, similarUnits: 1,
    },
    facility: { facilities: ['wifi', 'airConditioning', 'hotWater', 'refrigerator'] },
    houseDescribe: {
      title: '西湖边安静两居室带阳台可做饭近地铁',
      description: '房子位于西湖区文三路，步行十分钟到地铁站，两间卧室都朝南，客厅宽敞明亮，厨房设备齐全，可以做饭。',
      highlights: '阳台可以看到远处的山',
    },
    housePrice: { currency: 'RMB', priceWeekday: 388, priceWeekend: 458, priceHoliday: 588, deposit: 500, cleaningFee: 50 },
    houseOrder: {
      minStay: 1, maxStay: 30, latestBookingTime: '20:00', earliestCheckIn: '14:00', latestCheckIn: '22:00', latestCheckOut: '12:00',
      cancellationRule: 'moderate',
      houseRules: {
        parties: 'notAllowed', filming: 'onRequest', quietHours: { from: '22:00', to: '08:00' }, pets: 'notAllowed',
        children: 'allowed', smoking: 'notAllowed', cooking: 'allowed', foreigners: 'accepted', receptionGender: 'any',
        crowd: ['family', 'couple'], toiletries: 'provided', checkInMethod: 'smartLock',
      },
    },
    houseDiscount: {
      stayTiers: [{ nights: 3, discount: 9.5 }, { nights: 7, discount: 9 }],
      peopleTiers: [{ people: 2, discount: 9.5 }, { people: 4, discount: 9 }],
      earlyBird: { days: 30, discount: 9.8 },
      tonightSpecial: { from: '20:00', discount: 8 },
    },
    housePhotos: {
      photos: [
        { imgId: 'p1', url: '/u/p1.jpg', width: 1920, height: 1280, caption: '客厅', photoType: 'living' },
        { imgId: 'p2', url: '/u/p2.jpg', width: 1920, height: 1280, caption: '', photoType: 'bedroom' },
        { imgId: 'p3', url: '/u/p3.jpg', width: 1280, height: 1920, caption: '', photoType: 'bed' },
        { imgId: 'p4', url: '/u/p4.jpg', width: 1920, height: 1280, caption: '', photoType: 'kitchen' },
        { imgId: 'p5', url: '/u/p5.jpg', width: 1920, height: 1280, caption: '', photoType: 'bathroom' },
        { imgId: 'p6', url: '/u/p6.jpg', width: 1920, height: 1280, caption: '', photoType: 'exterior' },
      ],
      coverImgId: 'p1',
    },
  }
}
