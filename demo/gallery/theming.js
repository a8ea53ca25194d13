// Fills the three columns from one template, so they hold the same elements, and lets the
// visitor switch the page's colour scheme. Demo code may touch the page directly.
const template = document.getElementById('samples');
const inAnHour = new Date(Date.now() + 3600_000).toISOString();
for (const target of document.querySelectorAll('.samples')) {
  const copy = template.content.cloneNode(true);
  copy.querySelector('.sample-countdown').setAttribute('target', inAnHour);
  target.append(copy);
}

for (const input of document.querySelectorAll('input[name="scheme"]')) {
  input.addEventListener('change', () => {
    if (input.value) document.documentElement.dataset.scheme = input.value;
    else delete document.documentElement.dataset.scheme;
  });
}
