// Columns and rows are properties (rows are never an attribute): set them once the tags exist.
const COUNTRIES = ['India', 'Japan', 'Peru', 'Chile', 'Germany', 'Brazil', 'Egypt', 'Canada'];
const people = (n) => Array.from({ length: n }, (_, i) => ({
  id: i + 1, name: `Contestant ${String((i * 7919) % n).padStart(5, '0')}`, score: (i * 37) % 101, country: COUNTRIES[i % COUNTRIES.length],
}));
const PEOPLE = [
  { key: 'id', label: 'Id', numeric: true },
  { key: 'name', label: 'Name', rowHeader: true },
  { key: 'score', label: 'Score', numeric: true },
  { key: 'country', label: 'Country', filterable: true, filterPlaceholder: 'Enter a country, e.g. Peru' },
];
const PRACTICE = [
  { key: 'code', label: 'Code' },
  { key: 'name', label: 'Name', rowHeader: true },
  { key: 'difficulty', label: 'Difficulty', filterable: true, filterPlaceholder: 'Enter a difficulty: Beginner, Easy, Medium or Hard' },
  { key: 'tag', label: 'Tags', sortable: false, filterable: true, filterPlaceholder: 'Enter a tag, e.g. arrays', render: (row) => row.tags.join(', ') },
  { key: 'successful', label: 'Successful submissions', numeric: true },
  { key: 'accuracy', label: 'Accuracy', numeric: true, render: (row) => `${row.accuracy}%` },
];
const RANKS = [
  { key: 'rank', label: 'Rank', numeric: true },
  { key: 'username', label: 'User', rowHeader: true },
  { key: 'score', label: 'Score', numeric: true },
  { key: 'penalty', label: 'Penalty', numeric: true },
  { key: 'country', label: 'Country', filterable: true, filterPlaceholder: 'Enter a country from the suggestions' },
  { key: 'institution', label: 'Institution', filterable: true, filterPlaceholder: 'Enter an institution from the suggestions' },
];

await customElements.whenDefined('cc-data-table');
const set = (id, columns, rows) => {
  const table = document.getElementById(id);
  table.columns = columns;
  if (rows) table.rows = rows;
};
set('client', PEOPLE, people(10_000));
set('paged', PEOPLE, people(237));
set('practice', PRACTICE);
set('rankings', RANKS);
set('loading', PEOPLE, []);
set('empty', PEOPLE, []);
set('failing', RANKS);
