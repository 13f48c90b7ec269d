import { useEffect, useId, useRef, useState } from 'react'
import type { ChangeEvent, ReactNode } from 'react'
import * as Progress from 'radix-ui/progress'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../client/api'
import { checkImageFile, DEFAULT_IMAGE_RULES } from '../../domain/validators/image'
import type { ImageRules } from '../../domain/validators/image'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { FieldError } from './field-error'
import type { FormMessage } from './form-errors'
import { cx } from './cx'
import { RequiredMark } from './required-mark'
import { prepareImage } from './compress-image'
import { isNetworkFailure, useOffline } from '../shell/pwa-network'

/** An image stored by the upload service: `url` is what forms send, `domain` + `url` shows it. */
export type UploadedImage = { url: string; domain: string; width: number; height: number }

export type UploadState = 'idle' | 'uploading' | 'waiting' | 'finished' | 'failed'

type ImageUploadFieldProps = {
  label: string
  /** What the picture must show (e.g. "the side with your photo"). */
  description?: ReactNode
  value: UploadedImage | null
  onChange: (image: UploadedImage | null) => void
  /** Upload folder on the image host (real-name pictures go to 'realname'). */
  dir?: string
  rules?: ImageRules
  /** An error from the form (e.g. the server refused this image). */
  error?: FormMessage
  /** Marked as a field the form needs (aria-required on the file input). */
  required?: boolean
}

/**
 * One image picker (spec 4 "Image upload", spec 5): checks type, size and count before sending,
 * resizes to 1920 px wide, uploads, and shows idle -> uploading -> finished or failed. An
 * uploaded image is removed only after a confirmation.
 */
export function ImageUploadField({
  label,
  description,
  value,
  onChange,
  dir = 'duanzu_head',
  rules = DEFAULT_IMAGE_RULES,
  error,
  required,
}: ImageUploadFieldProps) {
  const { t } = useLingui()
  const inputId = useId()
  const errorId = `${inputId}-error`
  const inputRef = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<UploadState>(value ? 'finished' : 'idle')
  const [problem, setProblem] = useState<FormMessage | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  // a checked image whose upload the connection cut: it waits and goes when the connection is back
  const [held, setHeld] = useState<{ blob: Blob; name: string } | null>(null)
  const offline = useOffline()

  useEffect(() => () => revoke(preview), [preview])
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (offline) setAttempt(0)
  }, [offline])
  useEffect(() => {
    if (state !== 'waiting' || !held || offline) return
    // at once when the connection is back, then after 2, 4, 8 ... up to 60 s while the server does not answer
    const delay = attempt === 0 ? 0 : Math.min(60_000, 2_000 * 2 ** (attempt - 1))
    const timer = window.setTimeout(() => {
      setAttempt((n) => n + 1)
      void send(held.blob, held.name)
    }, delay)
    return () => window.clearTimeout(timer)
    // the retry follows the connection, the held image and the attempts (send is this render's closure)
  }, [state, held, offline, attempt])

  const shown = problem ?? error
  const maxMb = Math.round((rules.maxSizeKB ?? DEFAULT_IMAGE_RULES.maxSizeKB) / 1024)
  const imageSrc = preview ?? (value ? joinUrl(value.domain, value.url) : null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // count and type first; size and dimensions are checked on the resized image that is sent
    const early = checkImageFile({ name: file.name, sizeBytes: 0 }, { accept: rules.accept, limit: rules.limit }, value ? 1 : 0)
    if (early) return fail(early)
    setProblem(null)
    setState('uploading')
    setPreview(URL.createObjectURL(file))
    try {
      const prepared = await prepareImage(file, rules.compressWidth)
      const sized = checkImageFile(
        { name: file.name, sizeBytes: prepared.blob.size, width: prepared.width, height: prepared.height },
        rules,
      )
      if (sized) return fail(sized)
      await send(prepared.blob, file.name)
    } catch (failure) {
      fail(messageOf(failure))
    }
  }

  async function send(blob: Blob, name: string) {
    setState('uploading')
    try {
      const answer = await call('imageUpload', { dir }, { file: blob, fileName: name, hideMessage: true })
      setHeld(null)
      setAttempt(0)
      if (!answer.domain) return fail({ key: 'uploadNoDomain' })
      setState('finished')
      onChange({ url: answer.url, domain: answer.domain, width: answer.width, height: answer.height })
    } catch (failure) {
      if (!isNetworkFailure(failure)) {
        setHeld(null)
        return fail(messageOf(failure))
      }
      // no answer: keep the image (and its preview) and send it again when the connection is back
      setHeld({ blob, name })
      setState('waiting')
    }
  }

  function fail(message: FormMessage) {
    setProblem(message)
    setState('failed')
    setPreview(null)
    onChange(null)
  }

  const remove = () => {
    setConfirmOpen(false)
    setHeld(null)
    setPreview(null)
    setProblem(null)
    setState('idle')
    onChange(null)
    inputRef.current?.focus()
  }

  return (
    <div role="group" aria-labelledby={`${inputId}-label`} className="flex flex-col gap-2">
      <label id={`${inputId}-label`} htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {description && <p className="text-xs text-gray-700">{description}</p>}
      <div
        className={cx(
          'relative flex min-h-36 items-center justify-center overflow-hidden rounded-md border-2 border-dashed bg-gray-50',
          shown ? 'border-red-700' : 'border-gray-400',
        )}
      >
        {imageSrc && <img src={imageSrc} alt={label} className="max-h-48 w-auto object-contain" />}
        {state === 'uploading' && (
          <div className="absolute inset-x-0 bottom-0 bg-white/90 p-2" role="status">
            <p className="mb-1 text-xs text-gray-800">
              <Trans>Uploading…</Trans>
            </p>
            <Progress.Root value={null} aria-label={t`Upload progress`} className="relative h-1.5 overflow-hidden rounded bg-gray-200">
              <Progress.Indicator className="h-full w-1/3 animate-pulse rounded bg-brand-700" />
            </Progress.Root>
          </div>
        )}
        {state === 'waiting' && (
          <p className="absolute inset-x-0 bottom-0 bg-amber-50/95 p-2 text-xs text-amber-900" role="status" data-testid="upload-waiting">
            <Trans>No connection: this image uploads by itself when the connection is back.</Trans>
          </p>
        )}
        {!imageSrc && state !== 'uploading' && (
          <span id={`${inputId}-rules`} className="px-4 text-center text-sm text-gray-700">
            <Trans>JPG or PNG, up to {maxMb} MB</Trans>
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={rules.accept.join(',')}
          onChange={(event) => void onFile(event)}
          disabled={state === 'uploading' || state === 'waiting' || state === 'finished'}
          aria-invalid={shown ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={shown ? errorId : imageSrc ? undefined : `${inputId}-rules`}
          className="peer sr-only"
        />
        {/* The browser's own file button speaks the browser's language; this one speaks the host's.
            Keyboard users focus the (visually hidden) input itself, whose focus ring shows here. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => inputRef.current?.click()}
          disabled={state === 'uploading' || state === 'waiting' || state === 'finished'}
          className="rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50 disabled:opacity-60 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2"
        >
          {state === 'failed' ? <Trans>Choose another image</Trans> : <Trans>Choose image</Trans>}
        </button>
        {state === 'waiting' && (
          <Button variant="ghost" size="sm" onClick={() => setConfirmOpen(true)}>
            <Trans>Delete image</Trans>
          </Button>
        )}
        {state === 'finished' && (
          <>
            <span className="text-sm text-green-800">
              <Trans>Uploaded</Trans>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setConfirmOpen(true)}>
              <Trans>Delete image</Trans>
            </Button>
          </>
        )}
      </div>
      <FieldError id={errorId} messageKey={shown?.key} params={shown?.params} />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={<Trans>Delete this image?</Trans>}
        description={<Trans>You will need to upload it again before submitting.</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={remove}
      />
    </div>
  )
}

function messageOf(failure: unknown): FormMessage {
  if (typeof failure === 'object' && failure !== null && 'key' in failure && typeof failure.key === 'string') {
    const params = 'params' in failure ? (failure.params as FormMessage['params']) : undefined
    return params ? { key: failure.key, params } : { key: failure.key }
  }
  // createImageBitmap could not decode the file: it is not a usable image.
  return { key: 'fileType', params: { accept: DEFAULT_IMAGE_RULES.accept.join(',') } }
}

function joinUrl(domain: string, url: string): string {
  if (/^https?:\/\//.test(url)) return url
  return `${domain.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}

function revoke(url: string | null) {
  if (url) URL.revokeObjectURL(url)
}
