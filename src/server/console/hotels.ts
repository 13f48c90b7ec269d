import type { Kysely } from 'kysely'
import { parseArgs } from 'node:util'
import { unitToday } from '../../domain/calendar/zones'
import { HOTEL_REJECTION_REASONS, isHotelRejectionReason } from '../../domain/hotel/reasons'
import { hasHotelLicence, QUALIFICATION_DOCUMENTS } from '../../domain/hotel/rules'
import type { Database } from '../db/schema'
import { decideHotelChange } from '../services/hotel/change'
import { decideHotel, HotelReviewError } from '../services/hotel/review'
import { readHotel, roomTypesOf } from '../services/hotel/store'
import { ConsoleError } from './console-error'
import { requireLandlord } from './landlords'
import { sendSystemMessage } from './messages'

type Deps = { db: Kysely<Database>; now: () => number }

/**
 * `hotel list <mobile>`, `hotel approve <hotelId>`, `hotel reject <hotelId> --reason CODE... [--note TEXT]`:
 * staff review hotels (decision 0048); the host is told by a system message, in the same
 * transaction as the decision.
 */
export async function hotelCommand(deps: Deps, sub: string | undefined, rest: string[]): Promise<string[]> {
  if (sub === 'list') return hotelList(deps, rest)
  if (sub === 'approve' || sub === 'reject') return hotelDecision(deps, sub, rest)
  if (sub === 'reasons') return [...HOTEL_REJECTION_REASONS]
  if (sub === 'rooms') return hotelRooms(deps, rest)
  if (sub === 'qualification') return hotelQualification(deps, rest)
  throw new ConsoleError(`hotel needs list, rooms, qualification, approve, reject or reasons, got: ${sub ?? 'nothing'}`)
}

/**
 * What staff check before deciding (decision 0086): the hotel's qualification as saved, its
 * business licence and hotel licence fields (a licence already expired today marked), and the
 * scans by document (their stored paths; `files` commands read them).
 */
async function hotelQualification(deps: Deps, args: string[]): Promise<string[]> {
  const hotelId = parseArgs({ args, allowPositionals: true, strict: true }).positionals[0] ?? ''
  const row = await deps.db.selectFrom('listings').selectAll().where('lu_id', '=', hotelId).where('kind', '=', 'hotel')
    .where('deleted_at', 'is', null).executeTakeFirst()
  if (!row) throw new ConsoleError(`no hotel ${hotelId}`)
  const hotel = readHotel(row)
  const q = hotel.steps.qualify
  if (!q) return [`hotel ${hotelId} (${hotel.state}) has no qualification saved`]
  const today = unitToday('CHN', deps.now())
  const expired = (until: string | undefined) => (until && until < today ? '  EXPIRED' : '')
  const lines = [
    `hotel ${hotelId}  ${hotel.state}  ${hotel.steps.hotelInfo?.name ?? '(no name yet)'}`,
    `kind: ${q.kind || '-'}`,
    `operator: ${q.operatorName} · ${q.operatorId}`,
    `lessee/owner: ${q.ownerName || '-'} · ${q.ownerId || '-'}`,
  ]
  if (q.kind === 'public') {
    lines.push(`business licence: ${q.businessName} · credit code ${q.creditCode} · legal person ${q.legalPerson}`,
      `  premises ${q.premises} · scope ${q.scope} · type ${q.licenceType || '-'} · valid until ${q.validUntil || 'long-term'}${expired(q.validUntil)}`)
  }
  if (hasHotelLicence(q)) {
    lines.push(`hotel licence: ${q.hotelLicenceNumber || '-'} · holder ${q.hotelLicenceHolder || '-'} · authority ${q.hotelLicenceAuthority || '-'}`,
      `  address ${q.hotelLicenceAddress || '-'} · issued ${q.hotelLicenceFrom || '-'} · valid until ${q.hotelLicenceLongTerm ? 'long-term' : (q.hotelLicenceUntil || '-')}${q.hotelLicenceLongTerm ? '' : expired(q.hotelLicenceUntil)}`)
  } else lines.push('hotel licence: not given')
  for (const document of QUALIFICATION_DOCUMENTS) {
    for (const url of q.images[document] ?? []) lines.push(`scan ${document}: ${url}`)
  }
  return lines
}

/** A hotel's room types with their ids (`order book-room` takes them) and their products' ids. */
async function hotelRooms(deps: Deps, args: string[]): Promise<string[]> {
  const hotelId = parseArgs({ args, allowPositionals: true, strict: true }).positionals[0] ?? ''
  const rooms = await roomTypesOf(deps.db, hotelId)
  if (rooms.length === 0) throw new ConsoleError(`hotel ${hotelId} has no room type`)
  const lines: string[] = []
  for (const room of rooms) {
    lines.push(`${room.roomTypeId}  ${room.value?.name ?? '(no name yet)'} · ${room.value?.price ?? '?'} a night · ${room.value?.rooms ?? '?'} rooms`)
    const products = await deps.db.selectFrom('hotel_products').select(['id', 'name', 'discount_tenths']).where('room_type_id', '=', room.roomTypeId)
      .where('deleted_at', 'is', null).orderBy('created_at').execute()
    for (const product of products) lines.push(`    product ${product.id}  ${product.name} · discount ${product.discount_tenths / 10}`)
  }
  return lines
}

async function hotelList(deps: Deps, args: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({ args, options: { country: { type: 'string', default: '86' } }, allowPositionals: true, strict: true })
  const user = await requireLandlord(deps.db, positionals[0] ?? '', values.country)
  const rows = await deps.db.selectFrom('listings').selectAll().where('user_id', '=', user.id).where('kind', '=', 'hotel')
    .where('deleted_at', 'is', null).orderBy('created_at', 'desc').execute()
  if (rows.length === 0) return [`+${user.country_code} ${user.mobile} has no hotel`]
  const lines: string[] = []
  for (const row of rows) {
    const hotel = readHotel(row)
    const rooms = await roomTypesOf(deps.db, hotel.hotelId)
    const change = hotel.state === 'online' && hotel.changeStatus !== 'none' ? ` · change ${hotel.changeStatus}` : ''
    lines.push(`${hotel.hotelId}  ${hotel.state.padEnd(8)} ${hotel.steps.hotelInfo?.name ?? '(no name yet)'} · ${rooms.length} room type(s)${change}`)
  }
  return lines
}

async function hotelDecision(deps: Deps, decision: 'approve' | 'reject', args: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args, options: { reason: { type: 'string', multiple: true }, note: { type: 'string' } }, allowPositionals: true, strict: true,
  })
  const hotelId = positionals[0] ?? ''
  const reasons = (values.reason ?? []).flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean)
  const unknown = reasons.filter((r) => !isHotelRejectionReason(r))
  if (unknown.length > 0) throw new ConsoleError(`unknown reason(s): ${unknown.join(', ')} (see "hotel reasons")`)
  const note = values.note?.trim() ?? ''
  if (decision === 'reject' && reasons.length === 0) throw new ConsoleError('--reason is required to reject (see "hotel reasons")')
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      // an online hotel's change under review (decision 0087); else the hotel's own review
      const change = await decideHotelChange(trx, hotelId, decision === 'approve'
        ? { approve: true }
        : { approve: false, reasons: reasons.filter(isHotelRejectionReason), note }, deps.now())
      if (change) {
        await sendSystemMessage(trx, change.userId, change.state === 'changeApproved'
          ? { title: '酒店修改审核通过', content: `您的酒店「${change.name}」的修改已审核通过，客人现在预订的是修改后的信息。`, jumpUrl: `/hotel-publish?hotelId=${hotelId}` }
          : { title: '酒店修改审核未通过', content: `您的酒店「${change.name}」的修改未通过审核${note ? `：${note}` : ''}。线上仍为修改前的信息，请按提示修改后重新提交。`, jumpUrl: `/hotel-publish?hotelId=${hotelId}` }, deps.now())
        return change
      }
      const decided = await decideHotel(trx, hotelId, decision === 'approve'
        ? { approve: true }
        : { approve: false, reasons: reasons.filter(isHotelRejectionReason), note }, deps.now())
      const jumpUrl = decided.state === 'online' ? `/house/sellProduct?hotelId=${hotelId}` : '/house/houseInfo'
      await sendSystemMessage(trx, decided.userId, decided.state === 'online'
        ? { title: '酒店审核通过', content: `您的酒店「${decided.name}」已审核通过并上线，可以为房型添加售卖产品。上线后修改酒店信息，经审核后生效。`, jumpUrl }
        : { title: '酒店审核未通过', content: `您的酒店「${decided.name}」未通过审核${note ? `：${note}` : ''}。请按提示修改后重新提交。`, jumpUrl }, deps.now())
      return decided
    })
    return [`hotel ${hotelId}: ${result.state}`, `landlord ${result.userId} told by a system message`]
  } catch (error) {
    if (error instanceof HotelReviewError) throw new ConsoleError(error.message)
    throw error
  }
}
