import type { SocialProvider } from '../../domain/profile/rules'

const COLOURS: Record<SocialProvider, string> = {
  wechat: '#07C160', qq: '#12B7F5', weibo: '#E6162D', google: '#4285F4', apple: '#111827', facebook: '#1877F2',
}
const LETTERS: Record<SocialProvider, string> = { wechat: 'W', qq: 'Q', weibo: 'B', google: 'G', apple: 'A', facebook: 'F' }

/** A provider's colour and letter beside its name (decorative: the name is the label). */
export function ProviderMark({ provider }: { provider: SocialProvider }) {
  return (
    <span aria-hidden="true" className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold text-white" style={{ backgroundColor: COLOURS[provider] }}>
      {LETTERS[provider]}
    </span>
  )
}
