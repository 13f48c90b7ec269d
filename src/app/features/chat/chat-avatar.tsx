/** A person's first letter in a circle, in the conversations' list and a conversation's header. */
export function Avatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
      {Array.from(name)[0] ?? '?'}
    </span>
  )
}
