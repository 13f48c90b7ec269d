import { createECDH, randomBytes } from 'node:crypto'
// the push service's side: web-push's own dependency decrypts what web-push encrypted (RFC 8291)
import ece from 'http_ece'

/** A browser's subscription: its key pair and auth secret (what PushManager.subscribe makes). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authB64: auth.toString('base64url') }
}

/** What the browser reads from a push: the server's payload, decrypted with its keys. */
export function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): unknown {
  return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.authB64 }).toString('utf8'))
}
