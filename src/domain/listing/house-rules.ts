/** Option sets of the house rules (business-rules section 3, booking rules step). */

/** Allowed, allowed after asking the host, not allowed: parties, filming, pets, children, smoking, cooking. */
export const PERMISSIONS = ['allowed', 'onRequest', 'notAllowed'] as const
export type Permission = (typeof PERMISSIONS)[number]

/** Whether foreign guests can be received (a licence matter in mainland China). */
export const FOREIGNER_POLICIES = ['accepted', 'notAccepted'] as const
export type ForeignerPolicy = (typeof FOREIGNER_POLICIES)[number]

export const RECEPTION_GENDERS = ['any', 'maleOnly', 'femaleOnly'] as const
export type ReceptionGender = (typeof RECEPTION_GENDERS)[number]

/** The crowd the listing suits (several may apply). */
export const CROWDS = ['family', 'couple', 'friends', 'business', 'students', 'elderly', 'solo'] as const
export type Crowd = (typeof CROWDS)[number]

/** Toiletries provided: every stay, on request, not provided. */
export const TOILETRY_POLICIES = ['provided', 'onRequest', 'notProvided'] as const
export type ToiletryPolicy = (typeof TOILETRY_POLICIES)[number]

export const CHECK_IN_METHODS = ['hostMeets', 'frontDesk', 'keyBox', 'smartLock', 'keyHandover', 'other'] as const
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number]
