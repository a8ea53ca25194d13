// The auto-complete gallery: logs the elements' events, loads the contest-local items once, and
// shows what the two forms would submit.
const log = document.getElementById('event-log');
for (const name of ['cc-commit', 'cc-focus-out', 'cc-error']) {
  document.addEventListener(name, (event) => {
    const source = event.target.id || event.target.getAttribute('label') || event.target.localName;
    log.textContent = `${name} from ${source}: ${JSON.stringify(event.detail)}`;
  });
}

// Contest-side matching works on a local cache: START101's problems, fetched once.
fetch('/api/contests/START101')
  .then((response) => response.json())
  .then((contest) => {
    const problems = Array.isArray(contest.problems) ? contest.problems : Object.values(contest.problems ?? {});
    document.getElementById('contest-local').items = problems.map((p) => ({ text: p.code, name: p.name }));
  })
  .catch((error) => console.error('START101 could not be loaded', error));

function showSubmission(formId, outputId) {
  const form = document.getElementById(formId);
  const output = document.getElementById(outputId);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    output.textContent = `Would submit: ${new URLSearchParams(new FormData(form)).toString()}`;
  });
  form.addEventListener('reset', () => { output.textContent = ''; });
}
showSubmission('submit-form', 'submit-result');
showSubmission('register-form', 'register-result');
