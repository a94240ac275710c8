/**
 * The sign-in, sign-up and password pages: plain server-rendered forms that work without script,
 * shown in the portal's frame when the web app is served (form-http.ts), else on their own.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'hidden';
  value?: string;
  autocomplete?: string;
  hint?: string;
  error?: string;
}

function field(f: Field): string {
  if (f.type === 'hidden')
    return `<input type="hidden" name="${f.name}" value="${escapeHtml(f.value ?? '')}">`;
  const described = [f.hint ? `${f.name}-hint` : '', f.error ? `${f.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
  <label for="${f.name}">${escapeHtml(f.label)}</label>
  ${f.hint ? `<p class="hint" id="${f.name}-hint">${escapeHtml(f.hint)}</p>` : ''}
  ${f.error ? `<p class="error" id="${f.name}-error">${escapeHtml(f.error)}</p>` : ''}
  <input id="${f.name}" name="${f.name}" type="${f.type}" required${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''}${
    f.value && f.type !== 'password' ? ` value="${escapeHtml(f.value)}"` : ''
  }${described ? ` aria-describedby="${described}"` : ''}${f.error ? ' aria-invalid="true"' : ''}>
</div>`;
}

export interface AuthPage {
  productName: string;
  title: string;
  /** Where the form goes; a page without one has no form (a problem, a dead link). */
  action?: string;
  submit?: string;
  fields?: Field[];
  /** A problem with the whole form (wrong password, locked account) or the page's only message. */
  error?: string;
  /** A confirmation shown above the form. */
  notice?: string;
  /** Links below the form: [href, text]. */
  links?: [string, string][];
  /** 'get' for a form that only leads on. */
  method?: 'get' | 'post';
  /** The answer's Content Security Policy nonce, for the style element (ADR 023). */
  nonce?: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f4}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #c8c8c8;border-radius:6px}
.product{font-weight:700;color:#1a1a1a;text-decoration:none}h1{font-size:1.5rem}
.field{margin:1rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #595959;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #1d5fbf;outline-offset:2px}
.hint{margin:.25rem 0;color:#4a4a4a;font-size:.9rem}.error{margin:.25rem 0;color:#b00020;font-weight:600}
.summary{border:2px solid #b00020;padding:.75rem;border-radius:4px}.summary:focus{outline:3px solid #1d5fbf;outline-offset:2px}.notice{border:2px solid #1d6b35;padding:.75rem;border-radius:4px}
button{padding:.6rem 1.2rem;font-size:1rem;background:#1d5fbf;color:#fff;border:0;border-radius:4px;cursor:pointer}
a{color:#1d5fbf}ul{padding-left:1.2rem}`;

/** The document title: 'Error: ' first when the page shows one (WCAG 3.3.1). */
export function authPageTitle(page: AuthPage): string {
  const failed = Boolean(page.error) || (page.fields ?? []).some((f) => f.error);
  return `${failed ? 'Error: ' : ''}${page.title} | ${page.productName}`;
}

/**
 * What one form page shows under the header: its heading, messages, form and links. Errors are
 * announced (role=alert) and tied to their fields; a page showing one puts focus on the summary.
 * Focus moves by `autofocus`, not script, so it works without JavaScript and under any script
 * policy. The same content stands alone (renderAuthPage) or in the portal's frame (form-http.ts).
 */
export function authPageBody(page: AuthPage): string {
  const fields = page.fields ?? [];
  const fieldErrors = fields.filter((f) => f.error);
  const failed = Boolean(page.error) || fieldErrors.length > 0;
  const summary = failed
    ? `<div class="summary" role="alert" tabindex="-1" autofocus><p>${escapeHtml(page.error ?? 'Please correct the following:')}</p>${
        fieldErrors.length > 0
          ? `<ul>${fieldErrors.map((f) => `<li><a href="#${f.name}">${escapeHtml(f.label)}: ${escapeHtml(f.error ?? '')}</a></li>`).join('')}</ul>`
          : ''
      }</div>`
    : '';
  const notice = page.notice
    ? `<div class="notice" role="status"><p>${escapeHtml(page.notice)}</p></div>`
    : '';
  const form =
    page.action === undefined
      ? ''
      : `<form method="${page.method ?? 'post'}" action="${escapeHtml(page.action)}" novalidate>
${fields.map(field).join('\n')}
<button type="submit">${escapeHtml(page.submit ?? 'Continue')}</button>
</form>
`;
  const links = (page.links ?? [])
    .map(([href, text]) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`)
    .join('');
  return `<h1>${escapeHtml(page.title)}</h1>
${summary}${notice}
${form}${links}`;
}

/**
 * One form page as a document of its own, with a link home: where the web app is not served
 * (an API-only server) and for the embedded provider's own problems.
 */
export function renderAuthPage(page: AuthPage): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(authPageTitle(page))}</title><style${page.nonce ? ` nonce="${escapeHtml(page.nonce)}"` : ''}>${STYLE}</style></head>
<body><main>
<p><a class="product" href="/">${escapeHtml(page.productName)}</a></p>
${authPageBody(page)}
</main></body></html>`;
}
