import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { HotelStep } from '../../../../domain/hotel/schemas'
import { hotelLock, keepHotelTyping, saveHotelStep, useHotel, type HotelView } from '../../../data/hotel-draft'
import type { StepValues } from '../../../data/draft-flow'
import { useFlowStepForm, type FlowStepFormOptions, type StepFormBinding } from '../../../ui/use-flow-step-form'
import { nextHotelStep } from './hotel-steps'

/** What the shared step form needs of a hotel step: its local-first state, the lock, saving, the next step. */
export function useHotelStepBinding(hotelId: string, step: HotelStep): { binding: StepFormBinding; view: HotelView } {
  const view = useHotel(hotelId)
  const navigate = useNavigate()
  const goNext = useCallback(() => {
    const next = nextHotelStep(step)
    if (next) void navigate({ to: `/hotel-publish/${next.slug}`, search: { hotelId } } as never)
  }, [navigate, step, hotelId])
  const save = useCallback((values: StepValues, version: number) => saveHotelStep(hotelId, step, values, version), [hotelId, step])
  const keep = useCallback((values: StepValues) => keepHotelTyping(hotelId, step, values), [hotelId, step])
  const binding: StepFormBinding = {
    step, loading: view.isLoading, state: view.step(step), lockedBy: hotelLock(view.detail), readOnlyWhenLocked: true, save, keepTyping: keep, goNext,
  }
  return { binding, view }
}

/** One step form of the hotel flow (the shared step form with the hotel's binding). */
export function useHotelStepForm<F extends Record<string, unknown>>(hotelId: string, step: HotelStep, options: FlowStepFormOptions<F>) {
  const { binding, view } = useHotelStepBinding(hotelId, step)
  return { ...useFlowStepForm(binding, options), view }
}
