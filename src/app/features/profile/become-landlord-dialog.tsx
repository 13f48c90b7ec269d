import { useLingui, Trans } from '@lingui/react/macro'
import { Dialog } from '../../ui/dialog'
import { Button } from '../../ui/button'
import { CityChooser } from './city-chooser'

type BecomeLandlordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** The become-landlord dialog (spec 2): choose the city you host in. */
export function BecomeLandlordDialog({ open, onOpenChange }: BecomeLandlordDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Choose your city`}
      description={t`Tell us where your listings are: province, city and, if you like, district.`}
    >
      {open && (
        <CityChooser
          onSaved={() => onOpenChange(false)}
          secondary={
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
          }
        />
      )}
    </Dialog>
  )
}
