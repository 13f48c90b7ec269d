import { createFileRoute } from '@tanstack/react-router'
import { DiagnosticsScreen } from '../shell/pages/diagnostics-screen'

export const Route = createFileRoute('/autoTest')({
  component: DiagnosticsScreen,
})
