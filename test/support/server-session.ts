// Signs the test page in and out on the real reference server. A background call of the page
// (user-me, the user key) may create a visitor session at the same moment and replace the
// cookie our CSRF token belongs to: the server then says 403, and we ask again.

async function csrfToken(): Promise<string> {
  const me = await (await fetch('/api/user/me', { cache: 'no-store' })).json();
  return me.csrfToken as string;
}

async function postWithRetry(url: string, body: unknown): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfToken() },
      body: JSON.stringify(body),
    });
    if (response.ok || response.status !== 403 || attempt === 3) return response;
  }
}

export async function serverSignIn(username: string, password = 'demo1234'): Promise<void> {
  const response = await postWithRetry('/api/auth/login', { username, password });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
}

export async function serverSignOut(): Promise<void> {
  await postWithRetry('/api/auth/logout', {});
}
