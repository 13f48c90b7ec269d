import type { ButtonHTMLAttributes, Ref } from 'react'
import * as Slot from 'radix-ui/slot'
import { cx } from './cx'
import { Spinner } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and disables the button. */
  loading?: boolean
  /** Renders the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** The button of the portal; `asChild` styles a link as a button. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className)
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    )
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="mr-2" />}
      {children}
    </button>
  )
}

export function buttonClasses(variant: ButtonVariant, size: ButtonSize, className?: string): string {
  return cx(
    'inline-flex items-center justify-center gap-1 rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  )
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'bg-transparent text-gray-800 hover:bg-gray-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
}

/** On a touch screen every button is at least 44 px high (issue 13: touch targets). */
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm pointer-coarse:h-11',
  md: 'h-10 px-4 text-sm pointer-coarse:h-11',
  lg: 'h-12 px-6 text-base',
}
