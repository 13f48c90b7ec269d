/**
 * The Radix overlays whose code (positioning, focus scopes, dismissable layers: about 30 KB gz)
 * no page needs to paint: they load on a host's first intent to open one (overlay-kit.ts).
 */
export { AlertDialog, Dialog, DropdownMenu, Popover, Select, Toast, Tooltip } from 'radix-ui'
