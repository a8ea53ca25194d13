/**
 * The header's parts for a signed-in user (the todo button and box, the account menu and its
 * logout), kept out of the header's first download: a visitor's page never runs them. The
 * header loads them as soon as the page settings say someone is signed in, and shows the
 * account once they are here (Header.tsx), so nothing in the bar moves after.
 */
export { TodoButton } from './TodoButton';
export { UserMenu } from './UserMenu';
