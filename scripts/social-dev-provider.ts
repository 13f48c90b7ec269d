import { startOidcServer } from '../tests/api/support/oidc-server'

/**
 * A local OpenID provider standing for WeChat, QQ and Weibo (decision 0085), to try the third-party
 * sign-in without the real providers: `npm run social-provider`, then start the portal with the
 * settings it prints. Its sign-in page takes any login (that login is the social account's id) and
 * any password. PORTAL_URL (default http://localhost:8080) is the portal's address.
 */
const portal = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/+$/, '')
const idp = await startOidcServer(['wechat', 'qq', 'weibo'].map((p) => `${portal}/oauth/${p}`))
// any login signs in, named after itself
const known = idp.accounts.get.bind(idp.accounts)
idp.accounts.get = (sub: string) => known(sub) ?? { sub, nickname: sub }
console.log(`OpenID provider for the portal at ${portal} on ${idp.issuer}. Start the portal with:\n`)
const lines = ['WECHAT', 'QQ', 'WEIBO'].flatMap((p) => [
  `SOCIAL_${p}_CLIENT_ID=${idp.clientId}`, `SOCIAL_${p}_CLIENT_SECRET=${idp.clientSecret}`, `SOCIAL_${p}_ISSUER=${idp.issuer}`,
])
console.log(`  ${lines.join(' \\\n  ')} \\\n  npm start\n`)
console.log('Its sign-in page takes any login and password. Ctrl-C stops it.')
