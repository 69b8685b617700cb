/**
 * zod/mini for the schemas the web app needs on its first load (route search and params, the login
 * path, the stores): the same validation as `zod`, with a tree-shakable functional API, so full zod
 * is only loaded with the lazy pages that use it (issue #4). Import it as
 * `import * as z from '@athcare/shared/zod-mini'`.
 *
 * Full zod installs its English messages when it builds its first schema; zod/mini leaves the locale
 * to the app and would otherwise say only "Invalid input". Install the same English messages here,
 * unless a locale is already set (zod keeps one global config), so that an issue reads the same
 * whichever flavour built the schema and whichever was loaded first.
 */
import { config, core, locales } from 'zod/mini';

if (!core.globalConfig.localeError) config(locales.en());

export * from 'zod/mini';
