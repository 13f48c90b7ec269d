/**
 * Fixed facts about the platform shown by the shell (spec 2 footer and floating panel). The
 * product's own addresses: change them here when the real domains are known.
 */
export const SERVICE_PHONE = '400-820-0000'
export const SERVICE_EMAIL = 'service@hostportal.example'
/** The external customer-service chat (opened in its own window). */
export const ONLINE_SERVICE_URL = 'https://help.hostportal.example/chat'
/** Landing page of the mobile app download (encoded in the header's QR code). */
export const APP_DOWNLOAD_URL = 'https://hostportal.example/app/download'
/** The host service account followed with a WeChat scan. */
export const WECHAT_URL = 'https://hostportal.example/wechat/follow'
/** Filing and licence numbers shown in the footer. */
export const ICP_FILING = '沪ICP备2026000001号'
export const PUBLIC_SECURITY_FILING = '沪公网安备31010402000001号'
export const BUSINESS_LICENCE = '91310000MA1HOST001'
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/'
