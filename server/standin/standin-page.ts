/**
 * The pages of the reference platform's third-party stand-ins (social provider, bank): server
 * HTML with one form, no script, styled by /standin/page.css — they pass the same strict CSP.
 */
export interface StandinField {
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'password' | 'date' | 'select';
  readonly required?: boolean;
  readonly autocomplete?: string;
  readonly options?: readonly { value: string; label: string }[];
  /** What the field holds when the page is shown again after a refusal. */
  readonly value?: string;
  readonly inputmode?: 'numeric' | 'text';
  readonly placeholder?: string;
}

export interface StandinPage {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly intro: string;
  /** What is being paid, shown as a list of terms and details above the form. */
  readonly summary?: readonly { readonly term: string; readonly detail: string }[];
  readonly action: string;
  /** `post` where the form carries a secret (a password stays out of addresses and logs). */
  readonly method?: 'get' | 'post';
  /** Why the last submission was refused, shown above the form. */
  readonly error?: string;
  readonly hidden: Readonly<Record<string, string>>;
  readonly fields: readonly StandinField[];
  readonly submit: string;
  /** A second answer to the form (a 3-D Secure page's Cancel): the submit then sends `name=submitValue`. */
  readonly choice?: {
    readonly name: string;
    readonly submitValue: string;
    readonly other: { readonly value: string; readonly label: string };
  };
  readonly cancel?: { readonly label: string; readonly href: string };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function fieldHtml(field: StandinField): string {
  const id = escapeHtml(field.name);
  const label = `<label for="${id}">${escapeHtml(field.label)}</label>`;
  const required = field.required ? ' required' : '';
  if (field.type === 'select') {
    const options = (field.options ?? [])
      .map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`)
      .join('');
    return `${label}<select id="${id}" name="${id}"${required}>${options}</select>`;
  }
  const auto = field.autocomplete ? ` autocomplete="${escapeHtml(field.autocomplete)}"` : '';
  const value = field.value ? ` value="${escapeHtml(field.value)}"` : '';
  const mode = field.inputmode ? ` inputmode="${field.inputmode}"` : '';
  const hint = field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : '';
  return `${label}<input id="${id}" name="${id}" type="${field.type ?? 'text'}" maxlength="120"${required}${auto}${value}${mode}${hint}>`;
}

function summaryHtml({ summary }: StandinPage): string {
  if (!summary?.length) return '';
  const rows = summary
    .map((s) => `<dt>${escapeHtml(s.term)}</dt><dd><bdi>${escapeHtml(s.detail)}</bdi></dd>`)
    .join('');
  return `<dl class="summary">${rows}</dl>`;
}

function submitHtml({ submit, choice }: StandinPage): string {
  if (!choice) return `<button type="submit">${escapeHtml(submit)}</button>`;
  const name = escapeHtml(choice.name);
  return `<button type="submit" name="${name}" value="${escapeHtml(choice.submitValue)}">${escapeHtml(submit)}</button> <button type="submit" class="secondary" name="${name}" value="${escapeHtml(choice.other.value)}" formnovalidate>${escapeHtml(choice.other.label)}</button>`;
}

export function standinPage(page: StandinPage): string {
  const hidden = Object.entries(page.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html lang="${escapeHtml(page.lang)}" dir="${page.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title><link rel="stylesheet" href="/standin/page.css"></head><body><main>
<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.intro)}</p>${summaryHtml(page)}${page.error ? `<p role="alert">${escapeHtml(page.error)}</p>` : ''}
<form method="${page.method ?? 'get'}" action="${escapeHtml(page.action)}">${hidden}${page.fields.map(fieldHtml).join('')}
${submitHtml(page)}${page.cancel ? ` <a href="${escapeHtml(page.cancel.href)}">${escapeHtml(page.cancel.label)}</a>` : ''}
</form></main></body></html>`;
}

export const STANDIN_CSS = `body{font-family:system-ui,sans-serif;background:#f1f3f4;color:#202124;margin:0}main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
label{display:block;margin-top:1rem;font-weight:600}input,select{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #5f6368;border-radius:4px}
button{margin-top:1.25rem;background:#1a56c4;color:#fff;border:0;padding:.6rem 1.2rem;border-radius:4px;font:inherit;cursor:pointer}button.secondary{background:#fff;color:#1a56c4;border:1px solid #1a56c4}a{color:#1a56c4}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0;padding:1rem;background:#f8f9fa;border-radius:6px}.summary dt{color:#5f6368}.summary dd{margin:0;font-weight:600;text-align:end}`;
