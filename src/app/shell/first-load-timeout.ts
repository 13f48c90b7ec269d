/** Spec (call layer): loading a page's code times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000

/**
 * Before React renders anything (catalog and first page still loading), the same time-out can only
 * be told in plain DOM and both languages.
 */
export function startFirstLoadTimeout(root: HTMLElement, ms = CHUNK_TIMEOUT_MS): () => void {
  const timer = setTimeout(() => {
    const box = document.createElement('div')
    box.setAttribute('role', 'alert')
    box.dataset.testid = 'first-load-timeout'
    box.style.cssText = 'max-width:28rem;margin:4rem auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;text-align:center'
    const zh = document.createElement('p')
    zh.textContent = '页面加载超时（超过 2 分钟），请检查网络后重试。'
    const en = document.createElement('p')
    en.textContent = 'The page is taking too long to load (over 2 minutes). Check your connection and try again.'
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = '重新加载 Reload'
    button.style.cssText = 'margin-top:1rem;padding:.5rem 1rem;border:1px solid #999;border-radius:.375rem;background:#fff'
    button.addEventListener('click', () => window.location.reload())
    box.append(zh, en, button)
    root.replaceChildren(box)
  }, ms)
  return () => clearTimeout(timer)
}
