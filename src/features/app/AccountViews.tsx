/**
 * The app's own pages around accounts: the privacy policy the cookie banner links to (with the
 * version users consent to), and a user's account settings (the profile fields and the
 * change-password form, for the signed-in owner only; both forms are login-required, so nothing
 * is sent for a visitor).
 */
import { useSession } from '../../state/session';
import { loginUrl } from '../../domain/routes';
import { useElement } from './lazy-elements';
import { UNAVAILABLE_TEXT } from './logic';

export function PrivacyView() {
  const { settings } = useSession();
  const version = settings?.privacy.currentVersion ?? null;
  return (
    <article className="message-view" part="privacy">
      <h1>Privacy policy</h1>
      <p>Version {version ?? 'unknown (the page settings could not be read)'}.</p>
      <h2>What this site keeps</h2>
      <ul>
        <li>A session cookie that keeps you signed in, and a security token sent with every change you make.</li>
        <li>In your browser: your consent to this policy (name, time and version), announcements you acknowledged,
          drafts of long form fields, and cached answers sealed with a key that changes when you sign in or out.</li>
        <li>On the server: your account (username, name, country, state, organisation, password hash), your todo list,
          contest registrations and reminders, and the time you last consented to this policy.</li>
      </ul>
      <h2>Consent</h2>
      <p>Visitors consent in this browser for 20 days. Signed-in users consent on the server for 180 days,
        or until a new version of this policy.</p>
      <p><a href="/">Go to the home page</a></p>
    </article>
  );
}

export function UserEditView({ username }: { username: string }) {
  const { settings, loading } = useSession();
  const form = useElement('cc-server-form');
  if (loading) return null;
  const me = settings?.username ?? '';
  if (me === '') {
    return (
      <section className="message-view" part="message">
        <h1>Account settings</h1>
        <p>Sign in to change your account settings.</p>
        <p><a href={loginUrl(`/users/${encodeURIComponent(username)}/edit`)}>Sign in</a></p>
      </section>
    );
  }
  if (me.toLowerCase() !== username.toLowerCase()) {
    return (
      <section className="message-view" part="message">
        <h1>Account settings</h1>
        <p role="alert">You can only change your own account.</p>
        <p><a href={`/users/${encodeURIComponent(me)}/edit`}>Your account settings</a></p>
      </section>
    );
  }
  return (
    <section className="form-page" part="form-page">
      <h1>Account settings</h1>
      <p><a href={`/users/${encodeURIComponent(me)}`}>Your public profile</a></p>
      <h2>Profile</h2>
      <cc-server-form src="/api/forms/profile" login-required></cc-server-form>
      <h2>Change password</h2>
      {form === 'unavailable'
        ? <p>{UNAVAILABLE_TEXT}</p>
        : <cc-server-form src="/api/forms/change-password" login-required></cc-server-form>}
    </section>
  );
}
