import { parseArgs } from 'node:util'
import { NOTICE_AUDIENCES, type NoticeAudience } from '../../domain/notice/endpoints'
import { sendNotice } from '../services/notice/notices'
import { ConsoleError, type ConsoleDeps } from './console-error'

const USAGE = [
  'notice send --title T --content C [--audience all|mainland|overseas] [--jump /path]',
  '                                              a platform notice: hosts see it in the system notice popup and /notice',
  'notice list                                   the latest notices',
]
export const NOTICE_HELP = USAGE.map((line) => `  ${line}`)
const TITLE_MAX = 50
const CONTENT_MAX = 2000

/** `notice ...`: the platform's notices (issue 18, decision 0059). */
export async function noticeCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values } = parseArgs({
    args: rest, allowPositionals: false, strict: true,
    options: { title: { type: 'string' }, content: { type: 'string' }, audience: { type: 'string', default: 'all' }, jump: { type: 'string', default: '' } },
  })
  if (sub === 'send') {
    const title = values.title?.trim() ?? ''
    const content = values.content?.trim() ?? ''
    if (title === '' || Array.from(title).length > TITLE_MAX) throw new ConsoleError(`--title is 1-${TITLE_MAX} characters`)
    if (content === '' || Array.from(content).length > CONTENT_MAX) throw new ConsoleError(`--content is 1-${CONTENT_MAX} characters`)
    if (!(NOTICE_AUDIENCES as readonly string[]).includes(values.audience!)) throw new ConsoleError(`--audience is one of ${NOTICE_AUDIENCES.join(', ')}`)
    const jump = values.jump!.trim()
    if (jump !== '' && !/^(\/(?!\/)|https?:\/\/)\S*$/.test(jump)) throw new ConsoleError('--jump must be a portal path (/order/orderList) or an http(s) address')
    const id = await sendNotice(deps.db, { title, content, audience: values.audience as NoticeAudience, jumpUrl: jump }, deps.now())
    return [`notice ${id} sent to ${values.audience} hosts`]
  }
  if (sub === 'list') {
    const rows = await deps.db.selectFrom('notices').selectAll().orderBy('created_at', 'desc').limit(30).execute()
    if (rows.length === 0) return ['no notices']
    return rows.map((r) => `${r.id}  ${new Date(Number(r.created_at)).toISOString()}  ${r.audience.padEnd(8)} ${r.title}`)
  }
  throw new ConsoleError(`notice needs send or list, got: ${sub ?? 'nothing'}`)
}
