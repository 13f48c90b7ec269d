import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Spinner } from '../../ui/spinner'
import { useToast } from '../../ui/toast'
import { NO_PERSIST } from '../../data/query-meta'
import { useDocumentTitle } from '../use-document-title'
import { runDiagnostics } from './diagnostics'
import type { Diagnostics } from './diagnostics'

/** /autoTest: the device's real state for support staff, with a copyable report. */
export function DiagnosticsScreen() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Diagnostics`)
  const toast = useToast()
  // the device's state now, never a saved copy (docs/decisions/0012-persisted-query-cache.md)
  const query = useQuery({ queryKey: ['diagnostics'], queryFn: runDiagnostics, staleTime: 0, gcTime: 0, retry: false, meta: NO_PERSIST })
  const report = query.data
  const copy = async () => {
    if (!report) return
    try {
      await navigator.clipboard.writeText(JSON.stringify({ ...report, language: i18n.locale }, null, 2))
      toast.show(t`Report copied`, 'success')
    } catch {
      toast.show(t`The report could not be copied`, 'error')
    }
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Diagnostics</Trans>
      </h1>
      <p className="text-gray-800">
        <Trans>Support may ask you for this report. It shows how this device reaches the portal.</Trans>
      </p>
      <div className="flex gap-2">
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          <Trans>Run again</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void copy()} disabled={!report}>
          <Trans>Copy report</Trans>
        </Button>
      </div>
      {!report ? <Spinner /> : <Report report={report} locale={i18n.locale} />}
    </div>
  )
}

function Report({ report, locale }: { report: Diagnostics; locale: string }) {
  const { t } = useLingui()
  const { api, serviceWorker, storage } = report
  return (
    <Card title={t`Results`}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]" data-testid="diagnostics">
        <Row label={t`API server`}>
          {api.ok ? (
            <Badge tone="success">{t`Reachable in ${api.latencyMs} ms`}</Badge>
          ) : (
            <Badge>{t`Unreachable: ${api.error}`}</Badge>
          )}
        </Row>
        <Row label={t`Clock offset`}>
          {api.ok && api.clockDiffMs !== null
            ? t`Server time minus device time: ${formatSeconds(api.clockDiffMs)} s (stored offset ${report.storedOffsetMs} ms)`
            : t`Unknown (stored offset ${report.storedOffsetMs} ms)`}
        </Row>
        <Row label={t`Session`}>
          {report.session.present ? t`Signed in as user ${report.session.userId ?? ''}` : t`Not signed in`}
        </Row>
        <Row label={t`Language`}>{locale}</Row>
        <Row label={t`Identity`}>{report.identity ?? t`Not set`}</Row>
        <Row label={t`Network`}>{report.online ? t`Online` : t`Offline`}</Row>
        <Row label={t`Service worker`}>
          {!serviceWorker.supported
            ? t`Not supported by this browser`
            : serviceWorker.state
              ? t`${serviceWorker.state}, controls this page: ${serviceWorker.controlled ? t`yes` : t`no`}`
              : t`Not registered`}
        </Row>
        <Row label={t`Storage`}>
          {storage.usage === null || storage.quota === null
            ? t`Unknown`
            : t`${formatMb(storage.usage)} MB used of ${formatMb(storage.quota)} MB`}
        </Row>
        <Row label={t`Screen`}>{report.viewport}</Row>
        <Row label={t`Browser`}>
          <span className="break-all">{report.userAgent}</span>
        </Row>
        <Row label={t`Checked at`}>{report.checkedAt}</Row>
      </dl>
    </Card>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-gray-900">{label}</dt>
      <dd className="text-gray-800">{children}</dd>
    </>
  )
}

function formatSeconds(ms: number): string {
  return (ms / 1000).toFixed(1)
}

function formatMb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1)
}
