import { describe, expect, it } from 'vitest'
import { ProviderFailure, socialAdapter, type Fetch } from '../../../src/server/services/uic/social/adapters'

/**
 * The providers' own dialects (decision 0085), against their documented requests and answers:
 * WeChat's web QR sign-in (open.weixin.qq.com), QQ Connect (graph.qq.com) and Weibo
 * (api.weibo.com). The whole flow runs against an OpenID provider in tests/api/social-sign-in.
 */

const settings = { clientId: 'app-id', clientSecret: 'app-secret' }
const REDIRECT = 'https://portal.example/oauth/'

type Seen = { url: URL; init: RequestInit | undefined }

/** A provider that answers each path with the JSON given, recording what it was asked. */
function provider(answers: Record<string, unknown>): { fetch: Fetch; seen: Seen[] } {
  const seen: Seen[] = []
  return {
    seen,
    fetch: async (input, init) => {
      const url = new URL(input)
      seen.push({ url, init })
      const answer = answers[`${url.host}${url.pathname}`]
      if (answer === undefined) return new Response('not found', { status: 404 })
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
    },
  }
}

const answer = (code: string, provider: string) => ({ code, state: 's', redirectUri: `${REDIRECT}${provider}`, codeVerifier: null, nonce: null })

describe('WeChat web QR sign-in', () => {
  it('sends the browser to qrconnect with the AppID, snsapi_login and the state', async () => {
    const adapter = socialAdapter('wechat', settings)
    const url = new URL(await adapter.authorizeUrl({ state: 'st', redirectUri: `${REDIRECT}wechat`, codeChallenge: null, nonce: null }))
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect')
    expect(Object.fromEntries(url.searchParams)).toEqual({ appid: 'app-id', redirect_uri: `${REDIRECT}wechat`, response_type: 'code', scope: 'snsapi_login', state: 'st' })
    expect(url.hash).toBe('#wechat_redirect')
    expect(adapter.pkce).toBe(false)
  })

  it('exchanges the code with the AppSecret and binds the unionid when the app has one', async () => {
    const wx = provider({
      'api.weixin.qq.com/sns/oauth2/access_token': { access_token: 'AT', expires_in: 7200, openid: 'OPENID', scope: 'snsapi_login', unionid: 'UNIONID' },
      'api.weixin.qq.com/sns/userinfo': { openid: 'OPENID', nickname: '小林', unionid: 'UNIONID' },
    })
    const identity = await socialAdapter('wechat', settings, wx.fetch).identify(answer('CODE', 'wechat'))
    expect(identity).toEqual({ openId: 'UNIONID', nickName: '小林' })
    expect(Object.fromEntries(wx.seen[0]!.url.searchParams)).toEqual({ appid: 'app-id', secret: 'app-secret', code: 'CODE', grant_type: 'authorization_code' })
    expect(Object.fromEntries(wx.seen[1]!.url.searchParams)).toEqual({ access_token: 'AT', openid: 'OPENID' })
  })

  it('binds the openid without a unionid, and fails on WeChat\'s error answer', async () => {
    const wx = provider({
      'api.weixin.qq.com/sns/oauth2/access_token': { access_token: 'AT', openid: 'OPENID' },
      'api.weixin.qq.com/sns/userinfo': { openid: 'OPENID', nickname: 'Lin' },
    })
    expect(await socialAdapter('wechat', settings, wx.fetch).identify(answer('CODE', 'wechat'))).toEqual({ openId: 'OPENID', nickName: 'Lin' })
    const refused = provider({ 'api.weixin.qq.com/sns/oauth2/access_token': { errcode: 40029, errmsg: 'invalid code' } })
    await expect(socialAdapter('wechat', settings, refused.fetch).identify(answer('OLD', 'wechat'))).rejects.toBeInstanceOf(ProviderFailure)
  })
})

describe('QQ Connect', () => {
  it('asks for get_user_info, takes the openid from /me for this app and the nickname', async () => {
    const adapter = socialAdapter('qq', settings)
    const url = new URL(await adapter.authorizeUrl({ state: 'st', redirectUri: `${REDIRECT}qq`, codeChallenge: null, nonce: null }))
    expect(url.origin + url.pathname).toBe('https://graph.qq.com/oauth2.0/authorize')
    expect(url.searchParams.get('scope')).toBe('get_user_info')
    const qq = provider({
      'graph.qq.com/oauth2.0/token': { access_token: 'AT', expires_in: 7776000, refresh_token: 'RT' },
      'graph.qq.com/oauth2.0/me': { client_id: 'app-id', openid: 'QQOPENID' },
      'graph.qq.com/user/get_user_info': { ret: 0, msg: '', nickname: 'QQ Lin' },
    })
    expect(await socialAdapter('qq', settings, qq.fetch).identify(answer('CODE', 'qq'))).toEqual({ openId: 'QQOPENID', nickName: 'QQ Lin' })
    expect(qq.seen[0]!.url.searchParams.get('redirect_uri')).toBe(`${REDIRECT}qq`)
    expect(qq.seen[0]!.url.searchParams.get('client_secret')).toBe('app-secret')
    expect(qq.seen[2]!.url.searchParams.get('oauth_consumer_key')).toBe('app-id')
  })

  it('refuses an openid issued to another app', async () => {
    const qq = provider({
      'graph.qq.com/oauth2.0/token': { access_token: 'AT' },
      'graph.qq.com/oauth2.0/me': { client_id: 'other-app', openid: 'QQOPENID' },
    })
    await expect(socialAdapter('qq', settings, qq.fetch).identify(answer('CODE', 'qq'))).rejects.toBeInstanceOf(ProviderFailure)
  })
})

describe('Weibo', () => {
  it('posts the code for a token carrying the uid, and names the host by the screen name', async () => {
    const wb = provider({
      'api.weibo.com/oauth2/access_token': { access_token: 'AT', remind_in: '157679999', expires_in: 157679999, uid: '1404376560' },
      'api.weibo.com/2/users/show.json': { id: 1404376560, screen_name: 'weibo_lin' },
    })
    expect(await socialAdapter('weibo', settings, wb.fetch).identify(answer('CODE', 'weibo'))).toEqual({ openId: '1404376560', nickName: 'weibo_lin' })
    expect(wb.seen[0]!.init?.method).toBe('POST')
    expect(Object.fromEntries(new URLSearchParams(String(wb.seen[0]!.init?.body)))).toEqual({
      client_id: 'app-id', client_secret: 'app-secret', grant_type: 'authorization_code', code: 'CODE', redirect_uri: `${REDIRECT}weibo`,
    })
  })

  it('fails on an answer that is not JSON (a provider error page)', async () => {
    const down: Fetch = async () => new Response('<html>502 Bad Gateway</html>', { status: 502 })
    await expect(socialAdapter('weibo', settings, down).identify(answer('CODE', 'weibo'))).rejects.toThrow(/502/)
  })
})
