import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { writeLangCookie } from '../client/session'
import { STORAGE_KEYS } from '../client/storage-keys'
import { chunkCatalog, installChunkMessages } from './chunk-messages'

export const LANGS = ['zh', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh'
/** localStorage key of the chosen language (spec 2: the language switch is remembered). */
export const LANG_STORAGE_KEY = STORAGE_KEYS.lang

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** The remembered language, else zh. */
export function storedLang(): Lang {
  const value = readStorage(LANG_STORAGE_KEY)
  return isLang(value) ? value : DEFAULT_LANG
}

/** The value of <html lang> for a language. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en'
}

/**
 * Loads the catalog of `lang` (the Lingui vite plugin compiles the .po on import), activates it,
 * and sets <html lang> and the document title. Falls back to the English source texts when the
 * catalog cannot be loaded.
 */
export async function activateLocale(lang: Lang): Promise<void> {
  await loadLocale(lang)
  document.documentElement.lang = htmlLang(lang)
  document.title = i18n._(APP_TITLE)
}

/** Loads and activates the catalog of `lang` without touching the document (the build's prerendering). */
export async function loadLocale(lang: Lang): Promise<void> {
  i18n.loadAndActivate({ locale: lang, messages: await loadCatalog(lang) })
}

/** Switches language and remembers it. */
export async function switchLang(lang: Lang): Promise<void> {
  rememberLang(lang)
  await activateLocale(lang)
}

/** Keeps the chosen language on the device (localStorage) and tells the server (a cookie: its prerendered pages). */
export function rememberLang(lang: Lang): void {
  writeStorage(LANG_STORAGE_KEY, lang)
  writeLangCookie(lang)
}

/**
 * The language a link chose before the portal had started (?lang=en, the prerendered page's
 * switch works as a plain link): remembered, and taken out of the address. Null when none.
 */
export function takeLangFromAddress(): Lang | null {
  const url = new URL(window.location.href)
  const lang = url.searchParams.get('lang')
  if (lang === null) return null
  url.searchParams.delete('lang')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  if (!isLang(lang)) return null
  rememberLang(lang)
  return lang
}

export const APP_TITLE = msg({ message: 'Host Portal' })

declare const __CHUNK_CATALOGS__: boolean | undefined
/** Set by scripts/chunk-catalogs.ts in a production build: every chunk brings its own translations. */
const CHUNK_CATALOGS = typeof __CHUNK_CATALOGS__ !== 'undefined' && __CHUNK_CATALOGS__

/** The compiled catalogs, one lazy chunk per language (the Lingui vite plugin compiles .po): the dev server's way. */
const CATALOGS: Record<string, () => Promise<{ messages: Messages }>> = CHUNK_CATALOGS ? {} : import.meta.glob<{ messages: Messages }>('./locales/*.po')

async function loadCatalog(lang: Lang): Promise<Messages> {
  if (CHUNK_CATALOGS) {
    installChunkMessages()
    return chunkCatalog(lang)
  }
  const load = CATALOGS[`./locales/${lang}.po`]
  if (!load) {
    console.warn(`No catalog for ${lang}: showing the source texts`)
    return {}
  }
  try {
    return (await load()).messages
  } catch (error) {
    console.error(`Catalog ${lang} could not be loaded`, error)
    return {}
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // private mode or storage full: the choice lasts for this page only
  }
}
