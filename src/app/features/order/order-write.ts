import { useState } from 'react'
import { refreshWaitingOrders } from '../../data/home-queries'
import { useQueryClient } from '@tanstack/react-query'
import { calendarQueries } from '../../data/calendar-queries'
import { orderQueries } from '../../data/order-queries'
import { failureMessage, type FormMessage } from '../../ui/form-errors'

export type Refusal = FormMessage | null

export function refusalOf(failure: unknown): FormMessage {
  return failureMessage(failure)
}

/** Runs an order write from a dialog or a button: refreshes the orders and the calendar and calls `onDone` on success; keeps the refusal (and what was typed) otherwise. */
export function useOrderWrite(onDone: () => void) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Refusal>(null)
  const submit = async (write: () => Promise<unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await write()
      // a refusal closes nights and a renewal takes stock: the calendar changes too
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueries.all }),
        queryClient.invalidateQueries({ queryKey: calendarQueries.all }),
        refreshWaitingOrders(queryClient),
      ])
      onDone()
    } catch (failure) {
      setError(refusalOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, submit }
}
