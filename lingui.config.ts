import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/app/locales/{locale}',
      include: ['<rootDir>/src/app'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
