import { useMutation } from '@tanstack/react-query'
import { useToast } from './toast'
import { useCountdown } from './use-countdown'

/**
 * Sending a verification code, whatever the call (SMS for sign-in, the phone change's two codes,
 * the e-mail binding, a reset by e-mail): the call, its 60 s countdown and the "sent" notice.
 * Errors go to the caller's onError so the form can place them next to its fields.
 */
export function useCodeSender<I>(send: (input: I) => Promise<unknown>, sentText: string, onError: (error: unknown) => void) {
  const toast = useToast()
  const countdown = useCountdown()
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      countdown.start()
      toast.show(sentText, 'success')
    },
    onError,
  })
  return { send: mutation.mutate, sending: mutation.isPending, remaining: countdown.remaining }
}
