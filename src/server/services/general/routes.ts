import type { Handlers } from '../../handler'
import { forbidden, invalid } from '../../errors'
import { geoTree } from './geo-tree'
import { storeUploadedImage } from './image-upload'

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

  imageUpload: async (ctx, { dir }) => {
    if (!ctx.session) throw forbidden()
    return storeUploadedImage(ctx, ctx.session.userId, ctx.file, dir, new URL(ctx.hono.req.url).origin)
  },
}
