import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { identityQueries } from '../../data/identity'
import { homeQueries } from '../../data/home-queries'
import type { SystemMessageSearch } from './message-search'

export const MESSAGE_PAGE_SIZE = 10

export const messageQueries = {
  all: ['systemMessages'] as const,
  list: (search: SystemMessageSearch) =>
    queryOptions({
      queryKey: [...messageQueries.all, search] as const,
      queryFn: () =>
        call(
          'systemMessageList',
          {
            remindType: search.remindType,
            ...(search.bizName ? { bizName: search.bizName } : {}),
            offset: (search.page - 1) * MESSAGE_PAGE_SIZE,
            length: MESSAGE_PAGE_SIZE,
          },
          { hideMessage: true },
        ),
      placeholderData: keepPreviousData,
    }),
}

/** Marks messages read (some, or all with `all`); the badges and the list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { ids?: number[]; all?: boolean }) => call('systemMessageRead', { ids: input.ids ?? [], all: input.all ?? false }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(identityQueries.unread().queryKey, unread)
      void queryClient.invalidateQueries({ queryKey: messageQueries.all })
      void queryClient.invalidateQueries({ queryKey: homeQueries.all })
    },
  })
}
