// The admin demo page: sends POST /api/admin/alerts with the CSRF token of GET /api/user/me and
// shows the answer. A demo page script, not an element: it may call fetch itself.
const form = document.getElementById('alert-form');
const who = document.getElementById('who');
const result = document.getElementById('result');
const contestCode = document.getElementById('contest-code');
const alerts = document.getElementById('alerts');

async function userMe() {
  const response = await fetch('/api/user/me', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`user-me answered ${response.status}`);
  return response.json();
}

function show(text) {
  result.textContent = text;
}

async function showWho() {
  try {
    const { user } = await userMe();
    if (!user.username) {
      who.textContent = 'You are not signed in. ';
      const link = document.createElement('a');
      link.href = `/login?destination=${encodeURIComponent('/demo/admin.html')}`;
      link.textContent = 'Sign in as admin';
      who.append(link);
    } else {
      who.textContent = user.isAdmin
        ? `Signed in as ${user.username} (admin).`
        : `Signed in as ${user.username}: not an admin, the server will answer 403 'Admins only'.`;
    }
  } catch (error) {
    who.textContent = `Could not check who is signed in: ${error.message}`;
  }
}

function audience() {
  return form.elements.audience.value;
}

form.addEventListener('change', () => {
  contestCode.disabled = audience() !== 'contest';
});

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const type = audience();
  const code = contestCode.value.trim();
  const body = { message: form.elements.message.value, target_audience: { type } };
  if (type === 'contest') {
    body.target_audience.contestCode = code;
    // Listen to that contest too, so the alert shows here (the socket reconnects with it).
    if (/^[A-Za-z0-9_]{2,30}$/.test(code)) alerts.setAttribute('contests', code);
  }
  show('Sending…');
  try {
    const { csrfToken } = await userMe();
    const response = await fetch('/api/admin/alerts', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ message: 'The answer was not JSON.' }));
    if (response.ok) {
      show(`Sent alert ${answer.alert.id}; pushed to ${answer.delivered} open page(s) of this server process${answer.processes > 1 ? ` (${answer.processes} processes got it)` : ''}.\n\n${JSON.stringify(answer.alert, null, 2)}`);
      form.elements.message.value = '';
    } else {
      show(`${response.status}: ${answer.message ?? 'Request failed'}`);
    }
  } catch (error) {
    show(`Could not send: ${error.message}`);
  }
});

showWho();
