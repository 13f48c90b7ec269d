/** The facility catalogue: codes by group, in the order the facility step shows them. */
export const FACILITY_GROUPS = {
  basic: [
    'wifi', 'airConditioning', 'heating', 'tv', 'washingMachine', 'dryer', 'wardrobe', 'hangers',
    'iron', 'workspace', 'elevator', 'freeParking', 'paidParking', 'luggageStorage', 'drinkingWater',
  ],
  bathroom: [
    'hotWater', 'shower', 'bathtub', 'towels', 'toiletries', 'hairDryer', 'slippers', 'toothbrushes',
  ],
  kitchen: [
    'refrigerator', 'microwave', 'stove', 'oven', 'cookware', 'tableware', 'kettle', 'coffeeMaker',
    'diningTable', 'seasonings',
  ],
  entertainment: [
    'projector', 'gameConsole', 'mahjong', 'karaoke', 'books', 'garden', 'terrace', 'pool', 'barbecue',
    'gym',
  ],
  safety: [
    'smokeDetector', 'fireExtinguisher', 'firstAidKit', 'carbonMonoxideDetector', 'smartLock',
    'safe', 'emergencyExit',
  ],
  family: ['crib', 'highChair', 'childrensToys', 'childrensBooks', 'babyBath', 'stairGates'],
  accessibility: ['stepFreeEntrance', 'wideDoorways', 'grabBars', 'accessibleParking'],
} as const

export type FacilityGroup = keyof typeof FACILITY_GROUPS
export type FacilityCode = (typeof FACILITY_GROUPS)[FacilityGroup][number]

export const FACILITY_GROUP_ORDER = Object.keys(FACILITY_GROUPS) as FacilityGroup[]

export const FACILITY_CODES: readonly FacilityCode[] = FACILITY_GROUP_ORDER.flatMap((group) => FACILITY_GROUPS[group])

export function isFacilityCode(value: string): value is FacilityCode {
  return (FACILITY_CODES as readonly string[]).includes(value)
}

export function facilityGroupOf(code: FacilityCode): FacilityGroup {
  return FACILITY_GROUP_ORDER.find((group) => (FACILITY_GROUPS[group] as readonly string[]).includes(code)) as FacilityGroup
}
