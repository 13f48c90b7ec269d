import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '../../client/errors'
import { isMessageKey } from '../../domain/messages'
import type { StreamHead } from '../../domain/stream-head'
import { useOffline } from '../shell/pwa-network'
import { useMessageText } from '../shell/message-text'
import { Button, type ButtonVariant } from './button'

/** Opens a file's stream (openStream of a stream endpoint) in the user's language. */
export type OpenFile = (lang: 'zh' | 'en', signal: AbortSignal) => Promise<{ head: StreamHead; body: ReadableStream<Uint8Array>; type: string }>

/** Failures a retry may cure: the generic advice, not the key's text. */
const TRANSIENT: ReadonlySet<string> = new Set(['networkError', 'networkTimeout', 'requestException'])

/**
 * A button that downloads a whole file (a ZIP, say: a stream endpoint whose head counts files,
 * not rows): the file is read to its end and saved by the browser under the server's name. A
 * refusal is shown in the user's language; it needs a connection.
 */
export function FileDownload({ open, label, testId, variant = 'secondary' }: {
  open: OpenFile
  label: ReactNode
  testId: string
  variant?: ButtonVariant
}) {
  const { i18n } = useLingui()
  const text = useMessageText()
  const offline = useOffline()
  const [state, setState] = useState<{ kind: 'idle' | 'running' | 'done' } | { kind: 'failed'; message: string | null }>({ kind: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const run = async () => {
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'running' })
    try {
      const { head, body, type } = await open(i18n.locale === 'zh' ? 'zh' : 'en', controller.signal)
      const file = await new Response(body).blob()
      save(new Blob([file], { type }), head.fileName)
      setState({ kind: 'done' })
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'idle' })
      else {
        const refusal = error instanceof ApiError && isMessageKey(error.key) && !TRANSIENT.has(error.key) ? text(error.key, error.params) : null
        setState({ kind: 'failed', message: refusal })
        if (!refusal) console.error('[download] failed', error)
      }
    } finally {
      if (abort.current === controller) abort.current = null
    }
  }

  return (
    <div className="flex flex-col items-start gap-1" data-testid={testId}>
      <Button type="button" size="sm" variant={variant} onClick={() => void run()} loading={state.kind === 'running'} disabled={offline}>
        {label}
      </Button>
      {offline && (
        <p className="text-xs text-gray-700">
          <Trans>Downloading needs a connection</Trans>
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="text-xs text-red-800" role="alert">
          {state.message ?? <Trans>The download failed. Check the connection and try again.</Trans>}
        </p>
      )}
    </div>
  )
}

/** Has the browser save the file under its name. */
function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
