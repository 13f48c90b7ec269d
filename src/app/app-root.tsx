import { StrictMode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from './router'
import { AfterFirstPaint } from './shell/after-first-paint'
import { ToastProvider } from './ui/toast'

type AppRootProps = {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  /** A signed-in host's work after the first meaningful screen (local data, overlays). */
  afterFirstScreen?: () => void
}

/** The portal's tree: the same on the client (src/app/main.tsx) and when prerendered (src/app/prerender.tsx), so the HTML hydrates. */
export function AppRoot({ queryClient, router, afterFirstScreen }: AppRootProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </I18nProvider>
      {afterFirstScreen && <AfterFirstPaint work={afterFirstScreen} />}
    </StrictMode>
  )
}

