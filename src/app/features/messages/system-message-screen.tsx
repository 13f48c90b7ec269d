import { useState } from 'react'
import type { FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SystemMessage } from '../../../domain/dashboard/schemas'
import { AppLink } from '../../shell/app-link'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Badge } from '../../ui/badge'
import { dateTimeFormat } from '../../ui/date-time-format'
import { Button } from '../../ui/button'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { TextField } from '../../ui/text-field'
import { MESSAGE_PAGE_SIZE, messageQueries, useMarkRead } from './message-queries'
import type { SystemMessageSearch } from './message-search'

/**
 * setting/systemMessage (spec 2, 3 System message): the platform's messages to the host, newest
 * first, all or unread, searched by words of the title or text, ten a page. A message is marked
 * read when the host opens its link or marks it; "mark all as read" clears the badge.
 */
export function SystemMessageScreen({ search }: { search: SystemMessageSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`System messages`)
  const navigate = useNavigate()
  const list = useQuery(messageQueries.list(search))
  const markRead = useMarkRead()
  const [words, setWords] = useState(search.bizName ?? '')
  const go = (next: Partial<SystemMessageSearch>) => {
    const merged = { ...search, ...next }
    void navigate({
      to: '/setting/systemMessage',
      search: { remindType: merged.remindType, page: merged.page, ...(merged.bizName ? { bizName: merged.bizName } : {}) },
    })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ bizName: words.trim() || undefined, page: 1 })
  }
  const total = list.data?.total ?? 0
  const unread = list.data?.unread ?? 0
  const pages = Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE))

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>System messages</Trans>
        </h1>
        <Button
          size="sm"
          variant="secondary"
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables?.all === true}
          onClick={() => markRead.mutate({ all: true })}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label={t`Show`} className="inline-flex rounded-md border border-gray-300 bg-white p-0.5">
          {(['all', 'unread'] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={search.remindType === type}
              onClick={() => go({ remindType: type, page: 1 })}
              className={`min-h-11 rounded px-4 text-sm ${search.remindType === type ? 'bg-brand-700 font-medium text-white' : 'text-gray-800 hover:bg-gray-100'}`}
            >
              {type === 'all' ? <Trans>All</Trans> : <Trans>Unread ({unread})</Trans>}
            </button>
          ))}
        </div>
        <form role="search" onSubmit={submit} className="flex items-end gap-2">
          <TextField
            label={<Trans>Search messages</Trans>}
            value={words}
            maxLength={50}
            onChange={(event) => setWords(event.target.value)}
            className="w-56"
          />
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </form>
      </div>
      <QueryBody
        query={list}
        failed={<Trans>The messages could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(data) => data.list.length === 0}
        empty={
          search.bizName ? (
            <Trans>No message matches "{search.bizName}".</Trans>
          ) : search.remindType === 'unread' ? (
            <Trans>You have read every message.</Trans>
          ) : (
            <Trans>No messages yet. The platform writes here about your listings, orders and account.</Trans>
          )
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-3" data-testid="system-messages">
            {data.list.map((message) => (
              <MessageItem key={message.id} message={message} onRead={() => markRead.mutate({ ids: [message.id] })} />
            ))}
          </ul>
        )}
      </QueryBody>
      <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
    </div>
  )
}

function MessageItem({ message, onRead }: { message: SystemMessage; onRead: () => void }) {
  const { i18n } = useLingui()
  const external = /^https?:\/\//.test(message.jumpUrl)
  const when = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(message.createdAt)
  return (
    <li
      data-message={message.id}
      data-read={message.isRead}
      className={`rounded-lg border bg-white p-4 ${message.isRead ? 'border-gray-200' : 'border-brand-300 shadow-sm'}`}
    >
      <article className="flex flex-col gap-2">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 className={`text-base ${message.isRead ? 'font-medium text-gray-800' : 'font-semibold text-gray-900'}`}>{message.title}</h2>
          {!message.isRead && (
            <Badge tone="alert">
              <Trans>Unread</Trans>
            </Badge>
          )}
          <time className="ml-auto text-xs text-gray-700" dateTime={new Date(message.createdAt).toISOString()}>
            {when}
          </time>
        </header>
        {message.tips && <p className="text-sm font-medium text-gray-800">{message.tips}</p>}
        <p className="text-sm whitespace-pre-line text-gray-800">{message.content}</p>
        {(message.jumpUrl || !message.isRead) && (
          <div className="flex flex-wrap gap-2">
            {message.jumpUrl &&
              (external ? (
                <Button asChild size="sm">
                  <a href={message.jumpUrl} target="_blank" rel="noopener noreferrer" onClick={message.isRead ? undefined : onRead}>
                    <Trans>Open</Trans>
                  </a>
                </Button>
              ) : (
                <Button asChild size="sm">
                  <AppLink to={message.jumpUrl} onClick={message.isRead ? undefined : onRead}>
                    <Trans>Open</Trans>
                  </AppLink>
                </Button>
              ))}
            {!message.isRead && (
              <Button size="sm" variant="ghost" onClick={onRead}>
                <Trans>Mark as read</Trans>
              </Button>
            )}
          </div>
        )}
      </article>
    </li>
  )
}
