import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AGREEMENT_CONTENT, GUIDE_CONTENT } from '../../../src/app/features/guide/content-loaders'
import type { PageContent } from '../../../src/app/features/guide/content-types'
import {
  agreementOf,
  AGREEMENT_NUMBERS,
  GUIDE_AND_AGREEMENT_PATHS,
  GUIDE_SLUGS,
  guideSlugOf,
} from '../../../src/app/features/guide/guide-slugs'

const PLACEHOLDER = /lorem|ipsum|coming soon|todo|tbd|xxx|placeholder|待补充|敬请期待|占位/i
const HAN = /\p{Script=Han}/u
const BRAND_ZH = '房东后台'

function checkPage(name: string, page: PageContent) {
  for (const lang of ['zh', 'en'] as const) {
    expect(page.title[lang].trim(), `${name} title ${lang}`).not.toBe('')
  }
  expect(page.title.zh, `${name} zh title in Chinese`).toMatch(HAN)
  expect(page.title.en.replaceAll(BRAND_ZH, ''), `${name} en title without Chinese`).not.toMatch(HAN)
  expect(page.updated, `${name} updated`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(page.sections.length, `${name} sections`).toBeGreaterThanOrEqual(3)
  expect(page.sections.length, `${name} sections`).toBeLessThanOrEqual(8)
  for (const [index, section] of page.sections.entries()) {
    const where = `${name} section ${index + 1}`
    for (const lang of ['zh', 'en'] as const) {
      expect(section.heading[lang].trim(), `${where} heading ${lang}`).not.toBe('')
      expect(section.paragraphs[lang].length, `${where} paragraphs ${lang}`).toBeGreaterThan(0)
      for (const paragraph of section.paragraphs[lang]) {
        expect(paragraph.trim().length, `${where} paragraph ${lang}`).toBeGreaterThan(20)
        expect(paragraph, `${where} ${lang}`).not.toMatch(PLACEHOLDER)
      }
    }
    expect(section.paragraphs.zh.join(''), `${where} zh in Chinese`).toMatch(HAN)
    // the brand name "房东后台 Host Portal" is the only Chinese allowed in English text
    expect(section.paragraphs.en.join('').replaceAll(BRAND_ZH, ''), `${where} en without Chinese`).not.toMatch(HAN)
  }
}

describe('guide and agreement content', () => {
  it('has real bilingual content for every guide page', async () => {
    for (const slug of GUIDE_SLUGS) checkPage(`/guide/${slug}`, await GUIDE_CONTENT[slug]())
  })

  it('has real bilingual content for every agreement page', async () => {
    for (const n of AGREEMENT_NUMBERS) checkPage(`/agreement/${n}.html`, await AGREEMENT_CONTENT[n]())
  })

  it('lists the 22 guide pages of spec 2 and agreements 1-16 and 20', () => {
    expect(GUIDE_SLUGS).toHaveLength(22)
    expect(AGREEMENT_NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20])
  })

  it('matches the footer: 1 is the user service agreement, 3 the IP statement, about has #join', async () => {
    expect((await AGREEMENT_CONTENT[1]()).title.en).toMatch(/service agreement/i)
    expect((await AGREEMENT_CONTENT[3]()).title.en).toMatch(/intellectual property/i)
    expect((await GUIDE_CONTENT.about()).sections.some((section) => section.id === 'join')).toBe(true)
  })

  it('resolves guide slugs case-insensitively and rejects others', () => {
    expect(guideSlugOf('contactUs')).toBe('contactUs')
    expect(guideSlugOf('CONTACTUS')).toBe('contactUs')
    expect(guideSlugOf('contact')).toBeUndefined()
    expect(guideSlugOf('')).toBeUndefined()
  })

  it('reads agreement file names', () => {
    expect(agreementOf('1.html')).toBe(1)
    expect(agreementOf('20.HTML')).toBe(20)
    for (const bad of ['17.html', '0.html', '1', '1.htm', 'a.html', '1.html.bak', '01x.html']) {
      expect(agreementOf(bad), bad).toBeUndefined()
    }
  })

  it('lists every address once', () => {
    expect(new Set(GUIDE_AND_AGREEMENT_PATHS).size).toBe(39)
    expect(GUIDE_AND_AGREEMENT_PATHS).toContain('/guide/guardianStatement')
    expect(GUIDE_AND_AGREEMENT_PATHS).toContain('/agreement/20.html')
  })

  it('loads content only through the lazy loaders (each page stays its own chunk)', () => {
    const root = path.resolve(__dirname, '../../../src')
    const offenders = sourceFiles(root).filter((file) => {
      if (file.includes(`${path.sep}features${path.sep}guide${path.sep}content${path.sep}`)) return false
      return /^import (?!type ).*from '.*\/content\/[^']+'/m.test(readFileSync(file, 'utf8'))
    })
    expect(offenders).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}
