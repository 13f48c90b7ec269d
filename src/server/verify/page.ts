/** The slide verification page (HTML and CSS); its script is slide-client.ts, built at start. */

export type PageLang = 'zh' | 'en'

export const PAGE_TEXTS = {
  zh: {
    title: '安全验证',
    instruction: '拖动下方滑块，使拼图块对准图中缺口',
    keyboardHint: '也可以聚焦滑块后用方向键移动，按回车确认',
    loading: '正在加载…',
    failed: '验证失败，请重试',
    renewed: '验证已失效，已为您换一张',
    passed: '验证通过，正在返回…',
    refresh: '换一张',
    slider: '拼图滑块',
    network: '网络异常，请稍后重试',
    back: '返回',
  },
  en: {
    title: 'Security check',
    instruction: 'Drag the slider so that the piece fills the gap in the picture',
    keyboardHint: 'You can also focus the slider, move it with the arrow keys and press Enter',
    loading: 'Loading…',
    failed: 'Verification failed, please try again',
    renewed: 'This check expired, here is a new one',
    passed: 'Verified, taking you back…',
    refresh: 'New picture',
    slider: 'Puzzle slider',
    network: 'Network error, please try again later',
    back: 'Back',
  },
} as const satisfies Record<PageLang, Record<string, string>>

export type PageTexts = (typeof PAGE_TEXTS)[PageLang]

/** ?lang=en|zh wins; else the first of Accept-Language that is zh or en; else zh. */
export function pickLang(queryLang: string | undefined, acceptLanguage: string | undefined): PageLang {
  const q = queryLang?.toLowerCase()
  if (q?.startsWith('en')) return 'en'
  if (q?.startsWith('zh')) return 'zh'
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    if (tag.startsWith('zh')) return 'zh'
    if (tag.startsWith('en')) return 'en'
  }
  return 'zh'
}

/**
 * Where to go back after the slide: a same-origin relative path ('/x', not '//host' or
 * '/\\host'), or an absolute http(s) URL of one of `ownHosts` (the portal sends its full
 * address, spec 4), reduced to its path, query and fragment. Anything else: '/'.
 */
export function safeRedirect(value: string | undefined, ownHosts: readonly string[] = []): string {
  if (!value || /[\u0000-\u001f\u007f]/.test(value)) return '/'
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? '/' : value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return '/'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/'
  if (url.username !== '' || url.password !== '') return '/'
  if (!ownHosts.some((host) => host.toLowerCase() === url.host)) return '/'
  return safeRedirect(`${url.pathname}${url.search}${url.hash}`)
}

export function slidePageHtml(lang: PageLang, redirect: string, scriptHash: string): string {
  const t = PAGE_TEXTS[lang]
  const data = Object.entries(t)
    .map(([k, v]) => ` data-t-${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${escapeHtml(v)}"`)
    .join('')
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/verify/slide.css">
<script type="module" src="/verify/slide.js?v=${scriptHash}"></script>
</head>
<body>
<main class="card" id="slide-root" data-redirect="${escapeHtml(redirect)}"${data}>
  <h1>${escapeHtml(t.title)}</h1>
  <p class="instruction" id="slide-instruction">${escapeHtml(t.instruction)}</p>
  <div class="picture" id="slide-picture" aria-hidden="true">
    <img id="slide-image" alt="" width="300" height="150">
    <div class="piece" id="slide-piece"></div>
  </div>
  <div class="track" id="slide-track">
    <div class="fill" id="slide-fill"></div>
    <div class="handle" id="slide-handle" role="slider" tabindex="0" aria-label="${escapeHtml(t.slider)}"
      aria-valuemin="0" aria-valuemax="256" aria-valuenow="0" aria-describedby="slide-instruction slide-hint">&#x276F;&#x276F;</div>
  </div>
  <p class="hint" id="slide-hint">${escapeHtml(t.keyboardHint)}</p>
  <p class="status" id="slide-status" role="status" aria-live="polite">${escapeHtml(t.loading)}</p>
  <div class="actions">
    <button type="button" id="slide-refresh">${escapeHtml(t.refresh)}</button>
    <a href="${escapeHtml(redirect)}" id="slide-back">${escapeHtml(t.back)}</a>
  </div>
</main>
</body>
</html>
`
}

export const SLIDE_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f4f6;
  font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;color:#1f2937}
.card{width:348px;max-width:100%;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:20px 24px}
h1{font-size:18px;margin:0 0 8px}
.instruction,.hint{font-size:13px;color:#4b5563;margin:0 0 12px}
.hint{margin-top:8px;font-size:12px;color:#6b7280}
.picture{position:relative;width:300px;height:150px;border-radius:8px;overflow:hidden;background:#e5e7eb}
.picture img{display:block;width:300px;height:150px}
.piece{position:absolute;left:0;top:0;width:44px;height:150px;background:no-repeat 0 0/100% 100%;
  filter:drop-shadow(0 0 3px rgba(0,0,0,.6));display:none}
.track{position:relative;width:300px;height:40px;margin-top:12px;border-radius:20px;background:#e5e7eb;touch-action:none}
.fill{position:absolute;left:0;top:0;height:40px;width:0;border-radius:20px;background:#fed7aa}
.handle{position:absolute;left:0;top:0;width:44px;height:40px;border-radius:20px;background:#f97316;color:#fff;
  display:flex;align-items:center;justify-content:center;font-size:12px;cursor:grab;user-select:none;touch-action:none}
.handle:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.handle[aria-disabled="true"]{background:#9ca3af;cursor:default}
.status{min-height:20px;font-size:14px;margin:8px 0}
.status.error{color:#b91c1c}
.status.ok{color:#047857}
.actions{display:flex;justify-content:space-between;align-items:center}
button{font:inherit;font-size:14px;padding:6px 12px;border-radius:6px;border:1px solid #d1d5db;background:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8;font-size:14px}
`

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
