import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../domain/profile/rules'
import { bindSocial } from '../services/user/profile'
import { ConsoleError, type ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'

const USAGE = [
  'social bind <mobile> --provider wechat|qq|weibo|google|apple|facebook [--name N] [--country 86]',
  '                                              the provider\'s side of a third-party sign-in: binds the account',
  'social list <mobile> [--country 86]           a landlord\'s bound social accounts',
]
export const SOCIAL_HELP = USAGE.map((line) => `  ${line}`)

/**
 * `social ...`: plays the third-party sign-in providers (decision 0061). A host's social account
 * is bound when the host first signs in with it; the portal shows and unbinds bindings.
 */
export async function socialCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: { provider: { type: 'string' }, name: { type: 'string' }, country: { type: 'string', default: '86' } },
  })
  const [mobile] = positionals
  if (!mobile) throw new ConsoleError(`usage:\n${USAGE.join('\n')}`)
  const user = await requireLandlord(deps.db, mobile, values.country!)
  switch (sub) {
    case 'bind': {
      const provider = SOCIAL_PROVIDERS.find((p) => p === values.provider)
      if (!provider) throw new ConsoleError(`--provider is one of ${SOCIAL_PROVIDERS.join(', ')}`)
      const name = values.name?.trim() || `${user.nick_name || user.user_name} (${provider})`
      await bindSocial(deps.db, user.id, provider as SocialProvider, randomUUID(), name, deps.now())
      return [`landlord ${user.id}: ${provider} bound as ${name}`]
    }
    case 'list': {
      const rows = await deps.db.selectFrom('social_bindings').select(['provider', 'nick_name', 'bound_at']).where('user_id', '=', user.id).orderBy('bound_at').execute()
      if (rows.length === 0) return [`landlord ${user.id}: no social account bound`]
      return rows.map((row) => `${row.provider.padEnd(9)} ${row.nick_name}  ${new Date(Number(row.bound_at)).toISOString()}`)
    }
    default:
      throw new ConsoleError(`social needs bind or list, got: ${sub ?? 'nothing'}`)
  }
}
