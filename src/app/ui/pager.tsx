import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from './button'

/** Previous / "Page n of m" / Next under a paged list; nothing when everything fits one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  if (pages <= 1) return null
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-center gap-3 text-sm">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  )
}
