import { countryOfProvince } from '../../../domain/listing/division-country'
import { withPrepare } from '../../handler'
import type { Handlers } from '../../handler'
import { forbidden, invalid, notFound } from '../../errors'
import { districtShape } from './district-shapes'
import { ownPlaces } from './places'
import { findCity, geoTree } from './geo-tree'
import { prepareUploadedImage, recordUploadedImage } from './image-upload'
import type { PreparedImage } from './image-upload'

/** general service: divisions for address and city pickers, and the image host. */
export const generalHandlers: Handlers = {
  geoList: async (_ctx, { type, id }) => {
    const tree = geoTree()
    if (type === 'province') return { list: tree.provinces }
    if (id === undefined || id === '') throw invalid('required', 'id')
    const list = type === 'city' ? tree.citiesByProvince.get(id) : tree.districtsByCity.get(id)
    if (!list) throw invalid('invalidValue', 'id')
    return { list }
  },

  geoReferencePoint: async (ctx, { cityId, districtId }) => {
    if (!ctx.session) throw forbidden()
    const city = findCity(cityId)
    if (!city) throw invalid('invalidValue', 'cityId')
    if (districtId && !geoTree().districtsByCity.get(cityId)?.some((d) => d.id === districtId)) throw invalid('invalidValue', 'districtId')
    const area = await ctx.providers.geo.referenceArea({
      country: countryOfProvince(city.provinceId), provinceId: city.provinceId, cityId, districtId: districtId ?? '', address: '',
    })
    return { area: area ? { lat: area.point.lat, lng: area.point.lng, system: area.point.system, radiusM: area.radiusM } : null }
  },

  placeSuggestion: async (ctx, { keyword, cityId, districtId }) => {
    if (!ctx.session) throw forbidden()
    return { list: await ownPlaces(ctx.db, ctx.session.userId, { keyword, cityId, districtId: districtId ?? '' }) }
  },

  mapSettings: async (ctx) => {
    if (!ctx.session) throw forbidden()
    const maps = ctx.config.maps ?? {}
    return {
      amap: maps.amapKey ? { key: maps.amapKey, securityJsCode: maps.amapSecurityCode ?? null } : null,
      styleUrl: maps.styleUrl ?? null,
    }
  },

  geoBoundary: async (ctx, { code }) => {
    if (!ctx.session) throw forbidden()
    const rings = await districtShape(code.trim())
    if (!rings) throw notFound()
    return { code: code.trim(), system: 'gcj02' as const, rings }
  },

  // The image is checked, re-encoded and written before (outside) the write; the write records it.
  imageUpload: withPrepare<'imageUpload', PreparedImage>(
    async (ctx, { dir }) => {
      if (!ctx.session) throw forbidden()
      return prepareUploadedImage(ctx, ctx.file, dir)
    },
    async (ctx, _input, image) => {
      if (!ctx.session) throw forbidden()
      return recordUploadedImage(ctx, ctx.session.userId, image, new URL(ctx.hono.req.url).origin)
    },
  ),
}
