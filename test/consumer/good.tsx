// Uses the published types as an embedding page and a React 19 app would; must type-check.
import type {} from 'cc-elements';
import type {} from 'cc-elements/react';
import type { CcModalElement } from 'cc-elements';

// Elements, their properties and methods.
const toasts = document.createElement('cc-toasts');
const id: number = toasts.show({ message: 'Saved', style: 'notice', location: 'bottom-left', duration: 2000 });
toasts.show('Plain message');
toasts.dismiss(id);
toasts.clear();
toasts.clear('forms');
toasts.size = 'large';

const modal: CcModalElement = document.createElement('cc-modal');
modal.type = 'warning';
modal.open = true;
modal.onceDays = 1.5;

const roadmap = document.querySelector('cc-roadmap');
if (roadmap) roadmap.headingLevel = 2;

// Typed event listeners, on document and on the element.
document.addEventListener('cc-page-meta', (event) => {
  const title: string = event.detail.title;
  const description: string | null = event.detail.description;
  console.log(title, description);
});
modal.addEventListener('cc-close', (event) => {
  if (event.detail.reason === 'backdrop') event.preventDefault();
});
document.addEventListener('cc-command', (event) => {
  if (event.detail.kind === 'navigate' && !event.detail.url.startsWith('/')) event.preventDefault();
});
const organisation = document.createElement('cc-autocomplete');
organisation.variant = 'organisation';
organisation.items = ['a', 1, { text: 'b' }];
organisation.addEventListener('cc-commit', (event) => {
  const value: string = event.detail.value;
  console.log(value, event.detail.item);
});
window.addEventListener('cc-contest-start-notification', (event) => console.log(event.detail.contestCode));

// TSX in a React 19 app.
export function Page({ code }: { code: string }) {
  return (
    <main>
      <cc-contest-page code={code}></cc-contest-page>
      <cc-problem code="FLIPCOIN" contest="START101" className="problem"></cc-problem>
      <cc-roadmap slug="python-dsa" kind="course" heading-level={2} theme="dark"></cc-roadmap>
      <cc-see-more lines="4" max-height={120}>Long text</cc-see-more>
      <cc-modal type="attention" open heading="Note" once-key="seen-note" once-days={7} oncc-close={(event) => console.log(event.detail.reason)}>
        <button slot="actions" data-close="ok">OK</button>
      </cc-modal>
      <cc-toasts location="top-center" size="small" duration={5000}></cc-toasts>
      <cc-server-form src="/api/form" popup-errors oncc-form-success={(event) => console.log(event.detail.message)}></cc-server-form>
      <cc-autocomplete name="country" variant="table-filter" list-limit={5} params={{ qparam: 'country' }} oncc-error={(event) => console.log(event.detail.status)}></cc-autocomplete>
      <cc-app></cc-app>
    </main>
  );
}
