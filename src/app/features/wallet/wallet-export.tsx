import { openStream } from '../../../client/api'
import type { LedgerKind } from '../../../domain/wallet/ledger'
import { StreamExport } from '../../ui/stream-export'

/** Export of the records of the kind shown (walletExport), with its progress (src/app/ui/stream-export.tsx). */
export function WalletExport({ kind, offline, empty = false }: { kind: LedgerKind | ''; offline: boolean; /** No record of this kind: nothing to export. */ empty?: boolean }) {
  return (
    <StreamExport
      testId="wallet-export"
      offline={offline}
      empty={empty}
      open={(lang, signal) => openStream('walletExport', { kind, lang }, { hideMessage: true, signal })}
    />
  )
}
