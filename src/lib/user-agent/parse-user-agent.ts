/** What a User-Agent header says about the browser and the system, for people to read. */
export interface UserAgentInfo {
  /** Browser name and major version ("Chrome 126"), when known. */
  readonly browser: string | undefined;
  /** Operating system and, where the header gives it, its version ("Android 14"). */
  readonly system: string | undefined;
}

interface Rule {
  readonly name: string;
  readonly pattern: RegExp;
}

// Order matters: browsers built on Chrome or Safari also name those, so the specific ones go first.
const BROWSERS: readonly Rule[] = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPiOS)\/(\d+)/ },
  { name: 'Yandex Browser', pattern: /\bYaBrowser\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\// },
];

const SYSTEMS: readonly Rule[] = [
  { name: 'Windows', pattern: /\bWindows NT\b/ },
  { name: 'Android', pattern: /\bAndroid (\d+)/ },
  { name: 'iPadOS', pattern: /\biPad\b.*\bOS (\d+)/ },
  { name: 'iOS', pattern: /\b(?:iPhone|iPod)\b.*\bOS (\d+)/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b/ },
  { name: 'Linux', pattern: /\bLinux\b/ },
];

function first(rules: readonly Rule[], text: string): string | undefined {
  for (const { name, pattern } of rules) {
    const match = pattern.exec(text);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return undefined;
}

/** The browser and system of a User-Agent header (a small table: the common browsers and systems). */
export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const text = userAgent ?? '';
  return { browser: first(BROWSERS, text), system: first(SYSTEMS, text) };
}
