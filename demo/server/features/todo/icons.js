// @ts-check
// The todo widget's icons (add, present, remove). The client draws the same shapes inline after an add (no extra request).
const svg = (/** @type {string} */ body) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#5b4638" ' +
  `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

export const TODO_ICONS = {
  add: svg('<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M12 8v8M8 12h8"/>'),
  present: svg('<rect x="3" y="3" width="18" height="18" rx="3" fill="#e6f4ea" stroke="#1e7b34"/>' +
    '<path d="M7.5 12.5l3 3 6-7" stroke="#1e7b34"/>'),
  remove: svg('<path d="M7 7l10 10M17 7L7 17"/>'),
};
