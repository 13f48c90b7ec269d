import { ConsoleError } from './console-error'
import type { ConsoleDeps } from './console-error'
import { createLandlord, describeLandlord, requireLandlord, setLandlord } from './landlords'
import type { LandlordFlags } from './landlords'
import { sendSystemMessage } from './messages'
import { decideRealName } from './realname'
import { parse, parseOnOff, str, textFlags } from './args'

/** The console's landlord commands: create, change and show a landlord, decide a real-name check, send a system message. */

export async function landlordCreate(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values } = parse(args, {
    mobile: { type: 'string' }, country: { type: 'string', default: '86' }, password: { type: 'string' },
    name: { type: 'string' }, 'id-card': { type: 'string' }, passport: { type: 'string' }, city: { type: 'string' },
    overseas: { type: 'boolean' }, white: { type: 'boolean' }, ka: { type: 'boolean' }, realname: { type: 'boolean' },
    'merchant-white': { type: 'boolean' }, manager: { type: 'string' },
  }, 0)
  if (typeof values.mobile !== 'string') throw new ConsoleError('--mobile is required')
  const flags: LandlordFlags = {
    ...textFlags(values),
    ...(values.overseas ? { overseas: true } : {}),
    ...(values.white ? { white: true } : {}),
    ...(values.ka ? { ka: true } : {}),
    ...(values.realname ? { realname: true } : {}),
    ...(values['merchant-white'] ? { merchantWhite: true } : {}),
  }
  const user = await createLandlord(deps.db, {
    ...flags, mobile: values.mobile, country: values.country as string,
    ...(typeof values.password === 'string' ? { password: values.password } : {}),
  }, deps.now())
  return [`created landlord ${user.id}`, ...(await describeLandlord(deps.db, user.mobile, user.country_code))]
}

export async function landlordSet(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, {
    country: { type: 'string', default: '86' }, name: { type: 'string' }, 'id-card': { type: 'string' },
    passport: { type: 'string' }, city: { type: 'string' }, manager: { type: 'string' },
    overseas: { type: 'string' }, white: { type: 'string' }, ka: { type: 'string' }, realname: { type: 'string' },
    'merchant-white': { type: 'string' },
  }, 1)
  const flags: LandlordFlags = { ...textFlags(values) }
  const onOff = { overseas: 'overseas', white: 'white', ka: 'ka', realname: 'realname', 'merchant-white': 'merchantWhite' } as const
  for (const [option, key] of Object.entries(onOff)) {
    const value = values[option]
    if (typeof value === 'string') flags[key] = parseOnOff(option, value)
  }
  if (Object.keys(flags).length === 0) throw new ConsoleError('landlord set needs at least one option to change')
  const mobile = positionals[0] ?? ''
  const user = await setLandlord(deps.db, mobile, values.country as string, flags)
  return [`updated landlord ${user.id}`, ...(await describeLandlord(deps.db, user.mobile, user.country_code))]
}

export async function landlordShow(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, { country: { type: 'string', default: '86' } }, 1)
  return describeLandlord(deps.db, positionals[0] ?? '', values.country as string)
}

export async function realname(deps: ConsoleDeps, decision: 'approve' | 'reject', args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, { country: { type: 'string', default: '86' } }, 1)
  const result = await decideRealName(deps.db, positionals[0] ?? '', values.country as string, decision)
  return [`landlord ${result.userId}: real-name ${result.state}`]
}

export async function messageSend(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, {
    country: { type: 'string', default: '86' }, title: { type: 'string' }, content: { type: 'string' },
    tips: { type: 'string' }, jump: { type: 'string' },
  }, 1)
  const user = await requireLandlord(deps.db, positionals[0] ?? '', values.country as string)
  const id = await sendSystemMessage(deps.db, user.id, {
    title: str(values.title), content: str(values.content), tips: str(values.tips), jumpUrl: str(values.jump),
  }, deps.now())
  return [`system message ${id} sent to landlord ${user.id} (+${user.country_code} ${user.mobile})`]
}
