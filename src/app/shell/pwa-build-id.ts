declare const __BUILD_ID__: string

/** This build's id (vite.config.ts `define`): BUILD_ID at build time, else the build time. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'
