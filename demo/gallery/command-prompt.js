// Drives the command prompt demo: a dry-run switch (cancels cc-command and logs it), and
// switches for the disabled and ide-url attributes. Demo code may touch the page directly.
const prompt = document.getElementById('prompt');
const log = document.getElementById('command-log');

document.addEventListener('cc-command', (event) => {
  const { command, kind, url } = event.detail;
  const dryRun = document.getElementById('dry-run').checked;
  if (dryRun) event.preventDefault();
  const action = kind === 'navigate' ? 'go to' : 'open a new tab at';
  log.textContent = `"${command}": ${dryRun ? 'would' : 'will'} ${action} ${url}`;
});

document.getElementById('disabled').addEventListener('change', (event) => {
  prompt.toggleAttribute('disabled', event.target.checked);
  log.textContent = event.target.checked ? 'Ctrl + ; is off.' : 'Ctrl + ; is on.';
});

document.getElementById('custom-ide').addEventListener('change', (event) => {
  if (event.target.checked) prompt.setAttribute('ide-url', 'https://ide.example/run');
  else prompt.removeAttribute('ide-url');
});
