import { BRAND_FONT_SANS, LOGO_MARK } from '@portfolio/contracts';

/** The look of the BFF's own pages (sign-in, verification, unsubscribe): one inline style sheet. */
export const PAGE_STYLES = `
:root {
  --indigo: #4f46e5; --indigo-dark: #4338ca; --violet: #7c3aed;
  --ink: #111827; --muted: #6b7280; --line: #e5e7eb; --field: #f9fafb;
  --danger: #b91c1c; --danger-bg: #fef2f2; --radius: 12px;
  font-family: ${BRAND_FONT_SANS};
  color: var(--ink);
}
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
  background: radial-gradient(circle at 15% 10%, rgba(167, 139, 250, .55), transparent 40%),
    linear-gradient(135deg, #312e81 0%, var(--indigo) 45%, var(--violet) 100%);
}
main {
  width: 100%; max-width: 440px; background: #fff; border-radius: 20px; padding: 36px 32px 28px;
  box-shadow: 0 24px 60px rgba(30, 27, 75, .35);
}
.brand { display: flex; align-items: center; gap: 12px; margin-bottom: 24px; }
.mark {
  width: 40px; height: 40px; border-radius: 10px; display: grid; place-items: center; flex-shrink: 0;
  background: linear-gradient(135deg, ${LOGO_MARK.from} 0%, ${LOGO_MARK.to} 100%);
  box-shadow: 0 4px 12px rgba(99, 102, 241, .35), inset 0 1px 0 rgba(255, 255, 255, .2);
}
.brand-name { font-weight: 700; font-size: 1.05rem; }
.brand-sub { color: var(--muted); font-size: .85rem; }
.demo, .notice {
  border-radius: 10px; padding: 10px 12px; margin-bottom: 18px; font-size: .9rem;
  background: #eef2ff; border: 1px solid #c7d2fe; color: #3730a3;
}
.demo code { font-family: inherit; font-weight: 600; }
h1 { font-size: 1.5rem; margin: 0 0 4px; }
.lead { color: var(--muted); margin: 0 0 20px; font-size: .95rem; }
.tabs {
  display: grid; grid-template-columns: 1fr 1fr; gap: 4px; padding: 4px; border-radius: 10px;
  background: #eef2ff; margin-bottom: 22px;
}
.tab {
  border: 0; background: transparent; padding: 9px 10px; border-radius: 8px; font: inherit;
  font-weight: 600; color: var(--indigo-dark); cursor: pointer;
}
.tab[aria-selected="true"] { background: #fff; color: var(--ink); box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.tab:focus-visible, input:focus-visible, button:focus-visible, a:focus-visible {
  outline: 3px solid rgba(124, 58, 237, .45); outline-offset: 2px;
}
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.field { margin-bottom: 16px; }
label { display: block; font-weight: 600; font-size: .9rem; margin-bottom: 6px; }
input {
  width: 100%; padding: 11px 12px; border: 1px solid var(--line); border-radius: 10px;
  background: var(--field); font: inherit; color: var(--ink);
}
input:focus { border-color: var(--violet); background: #fff; }
input[aria-invalid="true"] { border-color: var(--danger); background: var(--danger-bg); }
.hint { color: var(--muted); font-size: .8rem; margin: 6px 0 0; }
.field-error { color: var(--danger); font-size: .85rem; margin: 6px 0 0; }
.field-error:empty { display: none; }
.alert {
  border-radius: 10px; padding: 10px 12px; margin-bottom: 16px; font-size: .9rem;
  background: var(--danger-bg); color: var(--danger); border: 1px solid #fecaca;
}
.alert:empty { display: none; }
.submit {
  width: 100%; border: 0; border-radius: 10px; padding: 12px 16px; font: inherit; font-weight: 600;
  color: #fff; cursor: pointer; background: linear-gradient(135deg, var(--indigo), var(--violet));
  box-shadow: 0 8px 20px rgba(79, 70, 229, .3);
}
.submit:hover { filter: brightness(1.06); }
.button-link { display: block; text-align: center; text-decoration: none; }
.submit[disabled] { opacity: .7; cursor: progress; }
.switch { text-align: center; color: var(--muted); font-size: .9rem; margin: 18px 0 0; }
.link { color: var(--indigo); font-weight: 600; text-decoration: none; background: none; border: 0; font: inherit; cursor: pointer; padding: 0; }
.link:hover { text-decoration: underline; }
footer { margin-top: 22px; padding-top: 16px; border-top: 1px solid var(--line); text-align: center; font-size: .85rem; }
[hidden] { display: none !important; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 420px) { main { padding: 28px 20px 22px; } .row { grid-template-columns: 1fr; gap: 0; } }
`;
