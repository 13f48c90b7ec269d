/**
 * What a write was doing when it failed, named as the spec's own failure texts name it (spec 8:
 * "Save Failed", "Setting failed", "Delete Failed", "Withdrawal failed", "Submission failed",
 * "Password modification failed", "Operation Failed"). Each write endpoint declares its kind
 * (EndpointDef.failure); the portal shows "<kind's text>: <the server's reason>" when the reason
 * belongs to no field (docs/decisions/0080-failure-texts.md).
 */
export const FAILURE_KINDS = ['save', 'setting', 'delete', 'withdrawal', 'submission', 'passwordChange', 'operation'] as const
export type FailureKind = (typeof FAILURE_KINDS)[number]

/**
 * A POST that is no write of the host's data, or whose refusals are the spec's whole texts
 * already (sign-in, codes, uploads, checks and reads sent as POST, the outbox's carrier batch):
 * its reason is shown alone.
 */
export const NO_FAILURE_KIND = 'none'

export type EndpointFailure = FailureKind | typeof NO_FAILURE_KIND

export function isFailureKind(value: unknown): value is FailureKind {
  return typeof value === 'string' && (FAILURE_KINDS as readonly string[]).includes(value)
}

/**
 * The reserved param by which a message carries its write's failure kind to wherever it is shown
 * (a toast, a form's alert, the not-synced list): the text of a message with it reads
 * "<kind's text>: <reason>" (src/app/shell/message-text.ts). No message text has a {failureKind}.
 */
export const FAILURE_PARAM = 'failureKind'

/** A message's params with the kind the reason is prefixed by (the params as given without a kind). */
export function withFailureParam<P extends Record<string, string | number>>(
  params: P | undefined,
  failure: FailureKind | undefined,
): P | Record<string, string | number> | undefined {
  return failure ? { ...params, [FAILURE_PARAM]: failure } : params
}

/** A message's params without its failure kind: where the screen already says what failed. */
export function withoutFailureParam(params: Record<string, string | number> | undefined): Record<string, string | number> | undefined {
  if (!params || !(FAILURE_PARAM in params)) return params
  const { [FAILURE_PARAM]: _kind, ...rest } = params
  return Object.keys(rest).length ? rest : undefined
}
