import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/**
 * The texts of the payout accounts' and the wallet's message keys (issue 15). They load with the screens that call those services (their data modules
 * import this file), or on the first such key shown elsewhere (message-text.ts): the entry
 * carries only the texts every screen may show (decision 0043).
 */
export const PAYOUT_TEXTS = {
  withdrawPasswordSixDigits: msg({ message: 'The withdrawal password is 6 digits' }),
  withdrawPasswordMismatch: msg({ message: 'The re-entered password does not match the withdrawal password' }),
  agreementRequired: msg({ message: 'Please read and agree first' }),
  individualBusinessName: msg({ message: 'An individual business is named 个体工商户 followed by the operator\'s name, as on the licence' }),
  holderMustBePerson: msg({ message: 'A private account must be held by the person named above' }),
  holderMustBeCompany: msg({ message: 'A public account must be held in the name on the business licence' }),
  validityRequired: msg({ message: 'Choose how long the document is valid' }),
  endDateBeforeStart: msg({ message: 'The end date must be after the start date' }),
  payoutAccountLocked: msg({ message: 'This payout account cannot be changed now: it is approved, or staff are reviewing it' }),
  payoutDefaultNotApproved: msg({ message: 'Only an approved account can be the default' }),
  oldPhoneCodeRequired: msg({ message: 'Enter the old-phone code' }),
  getCodeFailed: msg({ message: 'Get code failed' }),
  payoutInfoUnchanged: msg({ message: 'Information unchanged, no need to save' }),
  requiredFieldsMissing: msg({ message: 'Please complete the required fields' }),
  payVerifyWrong: msg({ message: 'The amount or the serial number does not match the bank\'s transfer' }),
  payVerifyAttemptsLimit: msg({ message: 'Payment verification attempts reached limit' }),
  payTransferDelayed: msg({ message: 'The bank network is delayed and the transfer cannot be verified yet. Please try again later from the payout account list.' }),
  storeEntityMismatch: msg({ message: 'The stores of one payout account must belong to one operating entity' }),
  storeNotReady: msg({ message: 'This store has no qualification yet: its operating entity is not known' }),
  channelAccountNotEligible: msg({ message: 'WeChat and Alipay can be added to an approved private account only' }),
  channelNeedsRealName: msg({ message: 'Pass real-name verification first: income is paid only to accounts in your real name' }),
  channelNameNotHost: msg({ message: 'Enter your own name as verified in real-name verification: the account must be in your name' }),
  alipayAccountFormat: msg({ message: 'Enter the Alipay account: the mobile number or e-mail address you sign in to Alipay with' }),
  alipayNameMismatch: msg({ message: 'Alipay says this account is held in another name: check the account, it must be your own' }),
  alipayNoAccount: msg({ message: 'Alipay has no account with this mobile number or e-mail address' }),
  alipayCheckLimit: msg({ message: 'Too many Alipay account checks today (at most {max}): please try again tomorrow' }),
  withdrawChannelGone: msg({ message: 'This WeChat or Alipay channel was taken off the account: choose where the money goes again' }),
  withdrawAmountInvalid: msg({ message: 'Enter an amount of at least 0.01' }),
  withdrawOverBalance: msg({ message: 'The amount is more than your balance' }),
  withdrawPasswordWrong: msg({ message: 'The withdrawal password is wrong: {left} more tries today' }),
  withdrawPasswordAttempts: msg({ message: 'Too many wrong withdrawal passwords: try again tomorrow, or reset the password by SMS' }),
  withdrawAccountNotApproved: msg({ message: 'Withdrawals go only to an approved payout account' }),
  walletAgreementRequired: msg({ message: 'Read and accept the payment and settlement service agreement before your first withdrawal' }),
  withdrawBelowMinimum: msg({ message: 'A withdrawal is at least {min} yuan' }),
  withdrawOverSingleLimit: msg({ message: 'A single withdrawal to this account is at most {max} yuan' }),
  withdrawOverDayLeft: msg({ message: 'That is more than is left for this account today: {left} yuan' }),
  withdrawDayCountReached: msg({ message: 'This account has had its {count} withdrawals today: try again tomorrow' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(PAYOUT_TEXTS)
