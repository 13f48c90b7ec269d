import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '../../../../src/client/db'
import { markTalkRead, readMessages, readTalks, saveMessages, saveTalks } from '../../../../src/app/data/chat-store'
import type { ChatMessage, ChatTalk } from '../../../../src/domain/chat/endpoints'

function talk(talkId: string, unread: number, timestamp: number): ChatTalk {
  return {
    talkId, userId: '7', user: { headImgUrl: '', nickName: 'Emma' }, timestamp, unread, storeName: 'Shinjuku flat', latestMsg: 'Hi',
    detail: { tenantId: '7', talkId }, object: { objectId: 'lu-1' },
  } as ChatTalk
}

function message(talkId: string, msgId: number, fromRole: 'tenant' | 'landlord'): ChatMessage {
  return {
    msgId: String(msgId), localId: `l${msgId}`, talkId, groupId: talkId, fromUserId: '7', toUserId: '1', fromRole,
    content: `m${msgId}`, createTime: '', createTimestamp: msgId, isRead: '0', luId: 'lu-1', status: 2, statusText: '',
  } as ChatMessage
}

beforeEach(async () => {
  const db = getDb()
  await Promise.all(db.tables.map((table) => table.clear()))
})

describe('the device\'s chat copy (issue 19)', () => {
  it('a read receipt marks the conversation and the guest\'s messages up to it read, and nothing else', async () => {
    await saveTalks([talk('100001', 3, 10), talk('100002', 1, 5)])
    await saveMessages([message('100001', 1, 'tenant'), message('100001', 2, 'landlord'), message('100001', 3, 'tenant'), message('100001', 4, 'tenant'), message('100002', 5, 'tenant')])
    await markTalkRead('100001', '3')
    const talks = await readTalks()
    expect(talks.map((t) => [t.talkId, t.unread])).toEqual([['100001', 0], ['100002', 1]])
    expect((await readMessages('100001')).map((m) => [m.msgId, m.isRead])).toEqual([['1', '1'], ['2', '0'], ['3', '1'], ['4', '0']])
    expect((await readMessages('100002')).map((m) => m.isRead)).toEqual(['0'])
  })
})
