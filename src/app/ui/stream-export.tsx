import { useEffect, useRef, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import * as Progress from 'radix-ui/progress'
import { ApiError } from '../../client/errors'
import { readRows, type RowProgress } from '../../client/read-rows'
import { isMessageKey } from '../../domain/messages'
import type { StreamHead } from '../../domain/stream-head'
import { useMessageText } from '../shell/message-text'
import { Button } from './button'
import { saveFile } from './save-file'

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: RowProgress | null }
  | { kind: 'done'; rows: number }
  | { kind: 'failed'; message: string | null }

/** Failures a retry may cure: the generic advice, not the key's text. */
const TRANSIENT: ReadonlySet<string> = new Set(['networkError', 'networkTimeout', 'requestException'])

/** Opens the export's stream (openStream of a stream endpoint) in the user's language. */
export type OpenExport = (lang: 'zh' | 'en', signal: AbortSignal) => Promise<{ head: StreamHead; body: ReadableStream<Uint8Array>; type: string }>

/**
 * An export (a CSV stream endpoint): the file streams in with the rows received of the total, can
 * be cancelled, and is saved by the browser when it is whole. A refusal of the server (a download
 * over the 1000-item cap, say) is shown in the user's language.
 */
export function StreamExport({ open, offline, empty = false, testId }: {
  open: OpenExport
  offline: boolean
  /** Nothing to export. */
  empty?: boolean
  /** data-testid of the control; its progress and outcome add -progress and -done. */
  testId: string
}) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const abort = useRef<AbortController | null>(null)
  const rowsOf = (received: number, total: number) => t`${received} of ${total} rows`
  useEffect(() => () => abort.current?.abort(), [])

  const run = async () => {
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'running', progress: null })
    try {
      const { head, body, type } = await open(i18n.locale === 'zh' ? 'zh' : 'en', controller.signal)
      setState({ kind: 'running', progress: { rows: 0, total: head.total } })
      const { file, rows } = await readRows(body, head.total, type, (progress) => setState({ kind: 'running', progress }))
      if (rows < head.total) throw new Error(`export: ${rows} of ${head.total} rows arrived`)
      saveFile(file, head.fileName)
      setState({ kind: 'done', rows })
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'idle' })
      else {
        // a refusal with its reason; a lost connection with the generic advice
        const refusal = error instanceof ApiError && isMessageKey(error.key) && !TRANSIENT.has(error.key) ? text(error.key, error.params) : null
        setState({ kind: 'failed', message: refusal })
        if (!refusal) console.error('[export] failed', error)
      }
    } finally {
      if (abort.current === controller) abort.current = null
    }
  }

  const progress = state.kind === 'running' ? state.progress : null
  return (
    <div className="flex flex-col items-end gap-1" data-testid={testId}>
      {state.kind === 'running' ? (
        <div className="flex items-center gap-2" role="status">
          <Progress.Root
            className="relative h-2 w-36 overflow-hidden rounded-full bg-gray-200"
            value={progress?.rows ?? null}
            max={Math.max(1, progress?.total ?? 1)}
            aria-label={t`Export progress`}
            getValueLabel={(value, max) => rowsOf(value, max)}
          >
            <Progress.Indicator
              className="h-full bg-brand-700 transition-transform"
              style={{ transform: `translateX(-${100 - (progress && progress.total > 0 ? (100 * progress.rows) / progress.total : 0)}%)` }}
            />
          </Progress.Root>
          <span className="text-xs tabular-nums text-gray-700" data-testid={`${testId}-progress`}>
            {progress ? rowsOf(progress.rows, progress.total) : <Trans>Preparing the file…</Trans>}
          </span>
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => void run()} disabled={offline || empty} title={offline ? t`Exporting needs a connection` : undefined}>
          <Trans>Export</Trans>
        </Button>
      )}
      {offline && state.kind !== 'running' && (
        <p className="text-xs text-gray-700">
          <Trans>Exporting needs a connection</Trans>
        </p>
      )}
      {state.kind === 'done' && (
        <p className="text-xs text-gray-700" role="status" data-testid={`${testId}-done`} data-rows={state.rows}>
          <Plural value={state.rows} one="# row exported" other="# rows exported" />
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="max-w-xs text-right text-xs text-red-800" role="alert">
          {state.message ?? <Trans>The export failed. Check the connection and try again.</Trans>}
        </p>
      )}
    </div>
  )
}
