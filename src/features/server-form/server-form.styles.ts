/**
 * Shadow styles for server-driven forms. The markup is the server's, so the rules target plain
 * form elements inside .form-markup; states come from the classes form-dom.ts sets.
 */
export const serverFormCss = `
.server-form { position: relative; min-height: 3rem; }
.form-markup form { display: grid; gap: 0.875rem; margin: 0; }
.form-markup p { margin: 0; }
.form-markup .field { display: grid; gap: 0.3rem; }
.form-markup fieldset { margin: 0; padding: 0.5rem 0.75rem 0.75rem; border: 1px solid var(--_color-border); border-radius: var(--_radius); }
.form-markup legend { padding: 0 0.25rem; font-weight: 600 !important; }
.form-markup label { font-weight: 600 !important; }
.form-markup label.choice { display: inline-flex; align-items: center; gap: 0.375rem; margin-right: 1rem; font-weight: 400 !important; }
.form-markup input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]),
.form-markup select,
.form-markup textarea {
  width: 100%; max-width: 28rem; min-height: 2.25rem; padding: 0.375rem 0.5rem;
  border: 1px solid var(--_color-border); border-radius: var(--_radius);
  background: var(--_color-surface); color: var(--_color-text); font: inherit;
}
.form-markup input[type="radio"], .form-markup input[type="checkbox"] { accent-color: var(--_color-primary); }
.form-markup button {
  min-height: 2.25rem; padding: 0.375rem 1.125rem; border: 1px solid transparent; border-radius: var(--_radius);
  background: var(--_color-primary); color: var(--_color-primary-contrast); font: inherit; font-weight: 600 !important; cursor: pointer;
}
.form-markup button:disabled { opacity: 0.6; cursor: not-allowed; }
.form-markup .cc-invalid { border-color: var(--_color-error) !important; }
.form-markup .cc-valid { border-color: var(--_color-success) !important; }
.form-markup fieldset.cc-field-invalid { border-color: var(--_color-error); }
.field-error { margin: 0; color: var(--_color-error); font-size: 0.925em; }
.cross { font-weight: 700 !important; }
.form-errors {
  margin: 0 0 0.875rem; padding: 0.5rem 0.75rem; border: 1px solid var(--_color-error); border-left-width: 4px;
  border-radius: var(--_radius); color: var(--_color-error);
}
.form-errors ul { margin: 0; padding: 0; list-style: none !important; }
.form-errors li + li { margin-top: 0.25rem; }
.form-success {
  padding: 0.625rem 0.875rem; border: 1px solid var(--_color-success); border-left-width: 4px;
  border-radius: var(--_radius); color: var(--_color-text);
}
.form-success .tick { color: var(--_color-success); font-weight: 700 !important; }
.form-message { margin: 0; color: var(--_color-muted); }
.form-markup small { color: var(--_color-muted); font-size: 0.9em; }
.form-markup [data-captcha] { display: grid; gap: 0.5rem; justify-items: start; }
.form-markup [data-captcha] img { display: block; border: 1px solid var(--_color-border); border-radius: var(--_radius); background: #f4f1ea; }
.form-markup button[data-captcha-refresh] {
  background: var(--_color-surface); color: var(--_color-text); border-color: var(--_color-border); font-weight: 400 !important;
}
`;
