import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from './cx'

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode
  /** Heading level of the title, so pages keep one h1. */
  titleAs?: 'h2' | 'h3'
  actions?: ReactNode
}

/** A white panel with an optional title row. */
export function Card({ title, titleAs = 'h2', actions, className, children, ...rest }: CardProps) {
  const Heading = titleAs
  return (
    <section className={cx('rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6', className)} {...rest}>
      {(title || actions) && (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title && <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
    </section>
  )
}
