/** Text in both portal languages. */
export type Bilingual = { zh: string; en: string }

export type ContentSection = {
  heading: Bilingual
  paragraphs: { zh: string[]; en: string[] }
  /** Anchor for links into the page (e.g. /guide/about#join). */
  id?: string
}

/** One guide or agreement page: long-form content, kept out of the UI catalog. */
export type PageContent = {
  title: Bilingual
  /** Date of the last change, YYYY-MM-DD. */
  updated: string
  sections: ContentSection[]
}
