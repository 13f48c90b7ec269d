import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { useToast } from '../../ui/toast'
import { useCountdown } from '../../ui/use-countdown'

export type SmsScene = 'login' | 'register' | 'resetPassword'

/**
 * Sending a verification code by SMS: the call, its 60 s countdown and the "code sent" notice.
 * Errors are rejected to the caller's onError so the form can place them.
 */
export function useSendSmsCode(scene: SmsScene, onError: (error: unknown) => void) {
  const { t } = useLingui()
  const toast = useToast()
  const countdown = useCountdown()
  const mutation = useMutation({
    mutationFn: (input: { mobile: string; countryCode: string }) =>
      call('sendSmsCode', { ...input, scene }, { hideMessage: true }),
    onSuccess: () => {
      countdown.start()
      toast.show(t`Verification code sent`, 'success')
    },
    onError,
  })
  return { send: mutation.mutate, sending: mutation.isPending, remaining: countdown.remaining }
}

/** Sending the password reset code by e-mail, with the same countdown. */
export function useSendResetEmail(onError: (error: unknown) => void) {
  const { t } = useLingui()
  const toast = useToast()
  const countdown = useCountdown()
  const mutation = useMutation({
    mutationFn: (input: { email: string }) => call('sendResetEmail', input, { hideMessage: true }),
    onSuccess: () => {
      countdown.start()
      toast.show(t`A reset code was sent to your e-mail`, 'success')
    },
    onError,
  })
  return { send: mutation.mutate, sending: mutation.isPending, remaining: countdown.remaining }
}
