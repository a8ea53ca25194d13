// Runs before each browser test file. Test files share one origin, so storage and cookies
// would leak between them (another identity's user-key fingerprint, say, makes the next
// file's app reload itself). Each file starts as a fresh visit of the site; the server-side
// session cookie (httpOnly) is the tests' own business.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
