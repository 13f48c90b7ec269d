/** The country code a listing stores for a division of the domestic data: Taiwan 71, Hong Kong 81, Macau 82, else the mainland. */
export function countryOfProvince(provinceId: string): 'CHN' | 'HKG' | 'MAC' | 'TWN' {
  if (provinceId.startsWith('71')) return 'TWN'
  if (provinceId.startsWith('81')) return 'HKG'
  if (provinceId.startsWith('82')) return 'MAC'
  return 'CHN'
}
