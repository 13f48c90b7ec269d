import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { NO_PERSIST } from './query-meta'

/**
 * The host's alert settings (order sounds, the chat chime): one query for the alerts page, the
 * order list's sound settings and the chat chime, so a change on one reaches the others.
 */
export const voiceSettingsQuery = queryOptions({
  queryKey: ['orderVoiceSettings'] as const,
  queryFn: () => call('orderVoiceSettings', {}, { hideMessage: true }),
  meta: NO_PERSIST,
})
