declare module 'http_ece' {
  const ece: { decrypt(buffer: Buffer, params: { version: string; privateKey: import('node:crypto').ECDH; authSecret: string }): Buffer }
  export default ece
}
