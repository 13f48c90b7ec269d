import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FailureKind } from '../../domain/failure-kind'

/**
 * The spec's own failure texts (spec 8 Operations, Frequency and verification), one per kind of
 * write (src/domain/failure-kind.ts); message-text.ts puts the server's reason beside them
 * (decision 0080). The capitals are the spec's.
 */
export const FAILURE_TEXTS = {
  save: msg({ message: 'Save Failed' }),
  setting: msg({ message: 'Setting failed' }),
  delete: msg({ message: 'Delete Failed' }),
  withdrawal: msg({ message: 'Withdrawal failed' }),
  submission: msg({ message: 'Submission failed' }),
  passwordChange: msg({ message: 'Password modification failed' }),
  operation: msg({ message: 'Operation Failed' }),
} as const satisfies Record<FailureKind, MessageDescriptor>

/** A failure's kind and its reason, e.g. "Save Failed: The listing is being reviewed" (zh: "保存失败：房源审核中"). */
export const KIND_AND_REASON = msg({
  comment: "A write's failure: {kind} is what failed (Save Failed, Setting failed...), {reason} the server's reason",
  message: '{kind}: {reason}',
})

/** Reasons that say no more than the kind: the kind's text is shown alone ("Save Failed", not "Save Failed: Operation failed"). */
export const BARE_REASONS: ReadonlySet<string> = new Set(['operationFailed'])
