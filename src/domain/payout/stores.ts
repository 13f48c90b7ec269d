/**
 * Stores linked to a payout account (business rules 5; decision 0051): a store is a hotel; its
 * operating entity is the business on its qualification (the unified social credit code of a
 * company, the operator's ID number of a personal one). The stores of one account share one
 * entity; a store is linked to one account at most (linking it elsewhere moves it).
 */
export type StoreEntity = { key: string; name: string }

export function entityOf(qualification: { kind: string; creditCode: string; businessName: string; operatorId: string; operatorName: string } | undefined): StoreEntity | null {
  if (!qualification || !qualification.kind) return null
  if (qualification.kind === 'public') {
    const code = qualification.creditCode.trim().toUpperCase()
    return code ? { key: `company:${code}`, name: qualification.businessName.trim() } : null
  }
  const id = qualification.operatorId.trim().toUpperCase()
  return id ? { key: `person:${id}`, name: qualification.operatorName.trim() } : null
}

/** Whether stores of these entities may be linked to one account together. */
export function oneEntity(entities: ReadonlyArray<StoreEntity>): boolean {
  return new Set(entities.map((entity) => entity.key)).size <= 1
}
