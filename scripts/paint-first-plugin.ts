import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { APP_PRELOAD_META, APP_SCRIPT_META } from '../src/ssr/paint-first.ts';

const BOOT = fileURLToPath(new URL('../src/ssr/boot.ts', import.meta.url));

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** `<meta name=… content=…>` for a path Vite wrote (hashed file names: nothing to escape). */
const meta = (name: string, path: string) => `<meta name="${name}" content="${path}">`;

/**
 * index.html as the boot module needs it: Vite's entry script and module preloads become
 * `<meta>` elements naming them (`app-script`, `app-preload`), and the one script left is the
 * boot, which loads them once the page is painted (src/ssr/paint-first.ts). A page the browser
 * renders itself (no platform render) is started by the boot at once.
 */
export function paintFirstHtml(html: string, bootPath: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length === 0) throw new Error('paint-first: index.html has no entry script');
  let boot = false;
  return html
    .replace(ENTRY_SCRIPT, (_, src: string) => {
      const tag = meta(APP_SCRIPT_META, src);
      if (boot) return tag;
      boot = true;
      return `<script type="module" crossorigin src="${bootPath}"></script>\n    ${tag}`;
    })
    .replace(PRELOAD_LINK, (_, href: string) => meta(APP_PRELOAD_META, href));
}

/** The build's side of paint-first: the boot as its own small chunk, and index.html rewritten for it. */
export function paintFirstPlugin(): Plugin {
  let bootRef = '';
  return {
    name: 'betframe:paint-first',
    // The browser's build only: the server bundle has no index.html and runs no boot.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      bootRef = this.emitFile({ type: 'chunk', id: BOOT, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const fileName = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === BOOT,
        )?.fileName;
        if (!fileName) throw new Error(`paint-first: the boot chunk (${bootRef}) was not built`);
        return paintFirstHtml(html, `/${fileName}`);
      },
    },
  };
}
