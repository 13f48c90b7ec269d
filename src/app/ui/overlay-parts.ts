/**
 * The Radix overlays whose code (positioning, focus scopes, dismissable layers: about 30 KB gz)
 * no page needs to paint: they load on a host's first intent to open one (overlay-kit.ts).
 */
export * as AlertDialog from 'radix-ui/alert-dialog'
export * as Dialog from 'radix-ui/dialog'
export * as DropdownMenu from 'radix-ui/dropdown-menu'
export * as Popover from 'radix-ui/popover'
export * as Select from 'radix-ui/select'
export * as Toast from 'radix-ui/toast'
export * as Tooltip from 'radix-ui/tooltip'
