import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  DeleteReason, LabelStatus, ListingGroup, OperatingRole, OperationAction, SubState,
} from '../../../domain/listing/enums'
import type { RejectionReason } from '../../../domain/listing/rejection-reasons'

/** The top-level groups of the listing list (business rules 4). */
export const GROUP_LABELS: Record<ListingGroup, MessageDescriptor> = {
  unfinished: msg({ message: 'Not finished publishing' }),
  notOnline: msg({ message: 'Not online' }),
  online: msg({ message: 'Online' }),
}

/** The main status a combined label starts with. */
export const LABEL_STATUS_TEXTS: Record<LabelStatus, MessageDescriptor> = {
  unfinished: msg({ message: 'Not finished' }),
  draft: msg({ message: 'Draft' }),
  auditing: msg({ message: 'Under review' }),
  rejected: msg({ message: 'Not approved' }),
  online: msg({ message: 'Online' }),
  offline: msg({ message: 'Offline' }),
}

export const SUB_STATE_TEXTS: Record<SubState, MessageDescriptor> = {
  changePendingReview: msg({ message: 'Modification pending review' }),
  addressAuditing: msg({ message: 'Address under review' }),
  addressPending: msg({ message: 'Address pending review' }),
  addressRejected: msg({ message: 'Address not passed' }),
  changeUnsubmitted: msg({ message: 'Modification pending submission' }),
  changeAuditing: msg({ message: 'Modification under review' }),
  changeRejected: msg({ message: 'Modification not passed' }),
  offline: msg({ message: 'Offline' }),
}

/** Each rejection reason of business rules 8 with the guidance shown to the host. */
export const REJECTION_TEXTS: Record<RejectionReason, { reason: MessageDescriptor; guidance: MessageDescriptor }> = {
  photoDuplicate: {
    reason: msg({ message: 'Duplicate photos' }),
    guidance: msg({ message: 'Remove repeated photos; each photo should show a different part of the home.' }),
  },
  photoBlurry: {
    reason: msg({ message: 'Blurry photos' }),
    guidance: msg({ message: 'Replace blurry photos with sharp ones taken in good light.' }),
  },
  photoStretchedOrComposited: {
    reason: msg({ message: 'Stretched or composited photos' }),
    guidance: msg({ message: 'Upload original photos in their real proportions, without collages or stretching.' }),
  },
  photoUpsideDown: {
    reason: msg({ message: 'Photos upside down' }),
    guidance: msg({ message: 'Rotate the photos upright with the photo editor before saving.' }),
  },
  photoScreenshot: {
    reason: msg({ message: 'Screenshots used as photos' }),
    guidance: msg({ message: 'Use photos you took of the home, not screenshots of other apps or sites.' }),
  },
  photoOld: {
    reason: msg({ message: 'Outdated photos' }),
    guidance: msg({ message: 'Take new photos that show the home as guests will find it today.' }),
  },
  photoContactInfo: {
    reason: msg({ message: 'Contact information in photos' }),
    guidance: msg({ message: 'Remove phone numbers, QR codes and account names from the photos.' }),
  },
  photoBrandOrWatermark: {
    reason: msg({ message: 'Brand promotion or watermark' }),
    guidance: msg({ message: 'Upload photos without logos, watermarks or advertising.' }),
  },
  photoMissingRooms: {
    reason: msg({ message: 'Bedroom, bathroom, kitchen or living-room photos missing' }),
    guidance: msg({ message: 'Add at least one photo of each room the listing offers.' }),
  },
  photoOtherListing: {
    reason: msg({ message: 'Photos of a different listing' }),
    guidance: msg({ message: 'Only show this home; remove photos of other properties.' }),
  },
  photoBedInconsistent: {
    reason: msg({ message: 'Bed photo does not match the beds' }),
    guidance: msg({ message: 'Make the bed photos match the bed types and sizes in the overview.' }),
  },
  photoNoCover: {
    reason: msg({ message: 'No cover photo' }),
    guidance: msg({ message: 'Choose a bright horizontal cover that is not a bathroom or kitchen photo.' }),
  },
  descriptionRepeated: {
    reason: msg({ message: 'Repeated text in the description' }),
    guidance: msg({ message: 'Describe the home once, in your own words, without copied passages.' }),
  },
  descriptionContactOrPrice: {
    reason: msg({ message: 'Contact details or prices in the description' }),
    guidance: msg({ message: 'Remove phone numbers, chat accounts, websites and prices from the text.' }),
  },
  descriptionOfflineFee: {
    reason: msg({ message: 'Offline deposit or cleaning fee in the text' }),
    guidance: msg({ message: 'Set deposits and cleaning fees in the price step; never ask for them offline.' }),
  },
  descriptionMismatch: {
    reason: msg({ message: 'Layout, beds or area do not match' }),
    guidance: msg({ message: 'Make the description agree with the overview: rooms, beds and area.' }),
  },
  addressMap: {
    reason: msg({ message: 'Address or map error' }),
    guidance: msg({ message: 'Check the address and move the map pin onto the building.' }),
  },
  businessHotelOrGuesthouse: {
    reason: msg({ message: 'Hotel or guesthouse business' }),
    guidance: msg({ message: 'Hotels and guesthouses are published as hotels, not as B&B listings.' }),
  },
  businessGroupOrLongRent: {
    reason: msg({ message: 'Group or long-term rental' }),
    guidance: msg({ message: 'Only short stays can be offered; remove group or long-term rental offers.' }),
  },
  duplicateListing: {
    reason: msg({ message: 'Duplicate listing' }),
    guidance: msg({ message: 'This home is already listed; edit the existing listing instead.' }),
  },
  monitoringEquipment: {
    reason: msg({ message: 'Monitoring equipment not allowed' }),
    guidance: msg({ message: 'Remove cameras or recording devices from the rooms guests use, and from the photos.' }),
  },
  priceInconsistent: {
    reason: msg({ message: 'Price settings break the rules' }),
    guidance: msg({ message: 'Correct the prices and fees so they follow the pricing rules.' }),
  },
}

export const DELETE_REASON_TEXTS: Record<DeleteReason, MessageDescriptor> = {
  noLongerRenting: msg({ message: 'I no longer rent out this home' }),
  duplicate: msg({ message: 'It duplicates another listing' }),
  wrongInformation: msg({ message: 'The information is wrong; I will publish again' }),
  platformRules: msg({ message: 'It cannot meet the platform rules' }),
  other: msg({ message: 'Other reason' }),
}

export const ROLE_TEXTS: Record<OperatingRole, MessageDescriptor> = {
  system: msg({ message: 'Internal system' }),
  merchantWeb: msg({ message: 'Merchant web' }),
  merchantMobile: msg({ message: 'Merchant mobile' }),
  thirdParty: msg({ message: 'Third party' }),
}

export const ACTION_TEXTS: Record<OperationAction, MessageDescriptor> = {
  create: msg({ message: 'Created the listing' }),
  saveStep: msg({ message: 'Saved a step' }),
  uploadPhoto: msg({ message: 'Uploaded a photo' }),
  publish: msg({ message: 'Submitted for review' }),
  submitChange: msg({ message: 'Submitted a modification' }),
  applyAtOnce: msg({ message: 'Changed (applies at once)' }),
  approve: msg({ message: 'Approved' }),
  reject: msg({ message: 'Not approved' }),
  approveAddress: msg({ message: 'Address approved' }),
  rejectAddress: msg({ message: 'Address not approved' }),
  approveChange: msg({ message: 'Modification approved' }),
  rejectChange: msg({ message: 'Modification not approved' }),
  online: msg({ message: 'Put online' }),
  offline: msg({ message: 'Taken offline' }),
  delete: msg({ message: 'Deleted' }),
  submitQualification: msg({ message: 'Sent the qualification for review' }),
  approveQualification: msg({ message: 'Qualification approved' }),
  rejectQualification: msg({ message: 'Qualification not approved' }),
  flashBook: msg({ message: 'Switched instant booking' }),
}
