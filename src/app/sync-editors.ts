import { lazy } from 'react'
import { registerSyncEditors } from './shell/sync-editor-registry'

/**
 * The features' forms that reopen a write the server refused (the header's not-synced list),
 * registered with the shell here, where the app is put together: the shell imports no feature.
 * Each is lazy: its code loads when the host opens it.
 */
registerSyncEditors({
  updateLandlordInfo: lazy(() => import('./features/profile/city-editor').then((m) => ({ default: m.CityEditor }))),
  calendarSet: lazy(() => import('./features/calendar/change-editor').then((m) => ({ default: m.CalendarChangeEditor }))),
})
