import { BecomeLandlordDialog } from '../features/profile/become-landlord-dialog'
import { RealNameDialog } from '../features/profile/real-name-dialog'

export type ProfileDialog = 'realName' | 'becomeLandlord'

/** The profile dialogs the user menu opens: real-name verification and the city choice. */
export function ProfileDialogs({ open, onClose }: { open: ProfileDialog | null; onClose: () => void }) {
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose()
  }
  return (
    <>
      <RealNameDialog open={open === 'realName'} onOpenChange={onOpenChange} />
      <BecomeLandlordDialog open={open === 'becomeLandlord'} onOpenChange={onOpenChange} />
    </>
  )
}
