import { useLingui } from '@lingui/react/macro'
import { callLater } from '../../data/call-later'
import { useCodeSender } from '../../ui/use-code-sender'

export type SmsScene = 'login' | 'register' | 'resetPassword'

/** Sending a verification code by SMS for sign-in, registration or a reset, with its countdown. */
export function useSendSmsCode(scene: SmsScene, onError: (error: unknown) => void) {
  const { t } = useLingui()
  return useCodeSender(
    (input: { mobile: string; countryCode: string }) => callLater('sendSmsCode', { ...input, scene }, { hideMessage: true }),
    t`Verification code sent`,
    onError,
  )
}

/** Sending the password reset code by e-mail, with the same countdown. */
export function useSendResetEmail(onError: (error: unknown) => void) {
  const { t } = useLingui()
  return useCodeSender((input: { email: string }) => callLater('sendResetEmail', input, { hideMessage: true }), t`A reset code was sent to your e-mail`, onError)
}
