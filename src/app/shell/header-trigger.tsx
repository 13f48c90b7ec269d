/** The look of the header's menu triggers (navigation, app codes, the user menu). */
export const HEADER_TRIGGER =
  'inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm text-gray-800 hover:bg-gray-100 data-[state=open]:bg-gray-100'

/** The down arrow beside a header menu's label. */
export function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  )
}
