import type { ReactNode } from 'react'
import * as RadixTabs from 'radix-ui/tabs'
import { cx } from './cx'

export type TabItem = { value: string; label: ReactNode; content: ReactNode }

type TabsProps = {
  items: readonly TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Accessible name of the tab list. */
  label: string
  className?: string
}

/** Tabs with arrow-key navigation between the triggers. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={className}
    >
      <RadixTabs.List aria-label={label} className="flex gap-1 border-b border-gray-200">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cx(
              '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-gray-700',
              'hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-700',
              'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-4 focus-visible:outline-none">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
