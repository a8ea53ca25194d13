// Demo only: answers a few form addresses in the page itself, so the gallery can show the field
// rules, the field errors and the failing calls without server support. Also logs the events.
const realFetch = window.fetch.bind(window);
const json = (body, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const PROFILE_FORM = `<form enctype="multipart/form-data">
  <div class="field"><label for="handle">Handle</label>
    <input id="handle" name="handle" data-validate data-delay="300" maxlength="20"></div>
  <div class="field"><label for="access-code">Access code (type it, no pasting)</label>
    <input id="access-code" name="access_code" data-nocopy></div>
  <div class="field"><label for="cv">CV (.pdf or .png, under 50 KB)</label>
    <input type="file" id="cv" name="cv" data-supported="pdf,png" data-size-limit="50"></div>
  <div class="actions"><button type="submit">Save profile</button></div>
</form>`;

const SIMPLE_FORM = `<form><div class="field"><label for="note">Note</label><input id="note" name="note"></div>
  <div class="actions"><button type="submit">Send</button></div></form>`;

function fields(init) {
  const body = init?.body;
  if (body instanceof URLSearchParams || body instanceof FormData) return body;
  return new URLSearchParams();
}

window.fetch = (input, init) => {
  const url = new URL(String(input instanceof Request ? input.url : input), location.href);
  const post = (init?.method ?? 'GET') === 'POST';
  if (url.pathname === '/api/demo/profile-form') {
    if (!post) return json({ status: 'success', formId: 'demo-profile', form: PROFILE_FORM });
    const handle = String(fields(init).get('handle') ?? '').trim();
    const validate = url.searchParams.get('validate');
    if (validate === 'handle') {
      return handle === 'taken' ? json({ status: 'error', errors: { handle: 'That handle is taken.' } }, 422) : json({ status: 'success' });
    }
    if (handle === '' || handle === 'taken') {
      return json({
        status: 'error',
        errors: { handle: handle ? 'That handle is taken.' : 'Choose a handle.', profile_limit: 'Profiles can be changed once a day.' },
      }, 422);
    }
    return json({ status: 'success', success: `Saved the profile of ${handle}.`, redirect: '/demo/gallery/server-form.html' });
  }
  if (url.pathname === '/api/demo/failing-form') return json({ status: 'error', message: 'The demo is down.' }, 503);
  if (url.pathname === '/api/demo/failing-submit') {
    return post ? json({ status: 'error', message: 'The demo is down.' }, 503) : json({ status: 'success', form: SIMPLE_FORM });
  }
  return realFetch(input, init);
};

const seen = [];
for (const type of ['cc-form-state', 'cc-form-success', 'cc-form-error', 'cc-contest-start-notification']) {
  document.addEventListener(type, (event) => {
    seen.push(`${type} ${JSON.stringify(event.detail)}`);
    document.getElementById('event-log').textContent = seen.slice(-4).join(' · ');
  });
}
