import { lazy, Suspense, useState } from 'react'

export type ProfileDialog = 'realName' | 'becomeLandlord'

// The dialogs (forms, uploads, geo lists) load on first use, not with every page.
const RealNameDialog = lazy(() =>
  import('../features/profile/real-name-dialog').then((m) => ({ default: m.RealNameDialog })),
)
const BecomeLandlordDialog = lazy(() =>
  import('../features/profile/become-landlord-dialog').then((m) => ({ default: m.BecomeLandlordDialog })),
)

/** The profile dialogs the user menu opens: real-name verification and the city choice. */
export function ProfileDialogs({ open, onClose }: { open: ProfileDialog | null; onClose: () => void }) {
  // Once opened, a dialog stays mounted so that closing can animate and reopening is instant.
  const [used, setUsed] = useState<ReadonlySet<ProfileDialog>>(new Set())
  if (open !== null && !used.has(open)) setUsed(new Set(used).add(open))
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose()
  }
  return (
    <Suspense fallback={null}>
      {used.has('realName') && <RealNameDialog open={open === 'realName'} onOpenChange={onOpenChange} />}
      {used.has('becomeLandlord') && (
        <BecomeLandlordDialog open={open === 'becomeLandlord'} onOpenChange={onOpenChange} />
      )}
    </Suspense>
  )
}
