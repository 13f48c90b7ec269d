/** A dropdown menu's panel and items (the header's menus, a screen's "More" menu). */
export const MENU_CONTENT =
  'z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg focus:outline-none'
export const MENU_ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-gray-900 outline-none select-none data-[highlighted]:bg-brand-50'
