export interface RankingPenaltiesTable {
  id: string
  user_id: number
  /** bottom | demotion */
  kind: string
  days: number
  /** rejection | confirmTimeout */
  reason: string
  order_no: string
  starts_at: number
  ends_at: number
}

/** A violation staff found and its penalty (decision 0060). */
export interface ViolationRecordsTable {
  id: string
  user_id: number
  /** The listing it concerns; null: the host's account. */
  lu_id: string | null
  target_title: string | null
  violation_type: string
  /** warning | demotion | bottom | blacklist | offline */
  method: string
  days: number | null
  permanent: number
  starts_at: number
  /** null: a warning, or permanent offline */
  ends_at: number | null
  lifted_at: number | null
  note: string
}

/** The host's appeal of a violation record (one per record). */
export interface ViolationAppealsTable {
  record_id: string
  user_id: number
  text: string
  /** JSON string[] of the host's uploads to the appeal folder. */
  images: string
  /** pending | rejected | successful */
  state: string
  reason: string | null
  submitted_at: number
  decided_at: number | null
}

/** The tables of risk: ranking penalties, violations, appeals. */
export interface RiskTables {
  ranking_penalties: RankingPenaltiesTable
  violation_records: ViolationRecordsTable
  violation_appeals: ViolationAppealsTable
}
