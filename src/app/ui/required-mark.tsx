/** The mark of a field that must be filled, shown before the host submits (the field says it by aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  )
}
