// The line after each `error TS…` marker must fail to type-check with exactly that error, and
// no other line may fail: a misspelt attribute or option, a value outside an enumeration, wrong
// property and detail types, a wrong method call, `name` on an element that is no form control. (TypeScript does not check JSX attribute
// names that contain a dash against the element's type, so a misspelling like `heding-level`
// cannot be caught; misspelt names without a dash, and wrong values of any attribute, are.)
import type {} from 'cc-elements';
import type {} from 'cc-elements/react';

const toasts = document.createElement('cc-toasts');
// error TS2561
toasts.show({ mesage: 'Saved' });
// error TS2322
toasts.size = 'huge';
// error TS2554
toasts.dismiss();

const modal = document.createElement('cc-modal');
// error TS2322
modal.onceDays = 'seven';

document.addEventListener('cc-page-meta', (event) => {
  // error TS2322
  const title: number = event.detail.title;
  console.log(title);
});
document.addEventListener('cc-close', (event) => {
  // error TS2367
  if (event.detail.reason === 'escaped') console.log('never');
});

export function Page() {
  return (
    <main>
      {/* error TS2322 */}
      <cc-contest-page cod="START101"></cc-contest-page>
      {/* error TS2820 */}
      <cc-roadmap slug="python-dsa" kind="courses"></cc-roadmap>
      {/* error TS2322 */}
      <cc-toasts duration="soon"></cc-toasts>
      {/* error TS2322 */}
      <cc-modal type="warning" open="yes"></cc-modal>
      {/* error TS2322 */}
      <cc-countdown name="exam" target="2026-09-01T10:00:00Z"></cc-countdown>
    </main>
  );
}
