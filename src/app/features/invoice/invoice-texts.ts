import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InvoiceState, InvoiceType, MailingState, ReversalState } from '../../../domain/invoice/rules'

export const TYPE_TEXTS: Record<InvoiceType, MessageDescriptor> = {
  eInvoice: msg({ message: 'E-invoice' }),
  ordinary: msg({ message: 'Ordinary invoice (paper)' }),
  vatSpecial: msg({ message: 'VAT special invoice (paper)' }),
}

export const STATE_TEXTS: Record<InvoiceState, MessageDescriptor> = {
  applied: msg({ message: 'Applied' }),
  beingIssued: msg({ message: 'Being issued' }),
  issued: msg({ message: 'Issued' }),
  failed: msg({ message: 'Failed' }),
  lapsed: msg({ message: 'Lapsed' }),
  awaitingDispatch: msg({ message: 'Awaiting dispatch' }),
  posted: msg({ message: 'Posted' }),
}

export const MAILING_TEXTS: Record<MailingState, MessageDescriptor> = {
  pending: msg({ message: 'Mailing pending' }),
  mailed: msg({ message: 'Mailed' }),
}

export const REVERSAL_TEXTS: Record<ReversalState, MessageDescriptor> = {
  pending: msg({ message: 'Red reversal pending' }),
  reversing: msg({ message: 'Reversing' }),
  successful: msg({ message: 'Reversal successful' }),
  failed: msg({ message: 'Reversal failed' }),
  invalid: msg({ message: 'Reversal request invalid' }),
}
