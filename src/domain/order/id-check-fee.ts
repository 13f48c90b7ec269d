/**
 * The fee for checking a guest's ID at check-in (business rules 9, "ID verification is free for
 * the first ID and costs 5 yuan per later check"; decision 0081). Counted per host over every
 * check they ever confirmed: the first is free, each later one costs ID_CHECK_FEE_FEN, taken
 * from the wallet. A host who is not paid into the wallet (overseas, decision 0052) is not charged.
 */
export function idCheckFee(checksBefore: number, paidIntoWallet: boolean): IdCheckFee {
  if (!Number.isInteger(checksBefore) || checksBefore < 0) throw new RangeError(`checksBefore: ${checksBefore}`)
  if (checksBefore < ID_CHECKS_FREE) return { amount: 0, reason: 'firstCheck' }
  if (!paidIntoWallet) return { amount: 0, reason: 'noWallet' }
  return { amount: ID_CHECK_FEE_FEN, reason: 'laterCheck' }
}

/** Why a check costs what it does: the first is free, later ones cost the fee, no wallet no fee. */
export const ID_CHECK_FEE_REASONS = ['firstCheck', 'laterCheck', 'noWallet'] as const
export type IdCheckFeeReason = (typeof ID_CHECK_FEE_REASONS)[number]

/** The fee of one check in fen (RMB minor units) and why. */
export type IdCheckFee = { amount: number; reason: IdCheckFeeReason }

/** 5 yuan. */
export const ID_CHECK_FEE_FEN = 500
/** How many of a host's checks are free: the first. */
export const ID_CHECKS_FREE = 1
