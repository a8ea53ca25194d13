// @ts-check
// Topic tables for the development roadmaps and the UX course (same shape as topics-dsa.js).
// Items are practice problems (or, in the course, short exercises) with a code and a rating.

/** @type {Record<string, import('./topics-dsa.js').Topic>} */
export const DEV_TOPICS = {
  'python-modules': {
    title: 'Modules and packages',
    description: 'Split a program into files, import what you need and use the standard library.',
    problems: [['PYIMPORT', 'Import and use math', 700], ['PYPKG', 'A package of helpers', 900], ['PYDATES', 'Working with dates', 950]],
  },
  'python-files': {
    title: 'Files and exceptions',
    description: 'Read and write files safely, and handle errors instead of crashing.',
    problems: [['PYREADF', 'Count lines in a file', 800], ['PYCSV', 'Parse a CSV file', 1000], ['PYEXCEPT', 'Retry on bad input', 1050]],
  },
  'python-oop': {
    title: 'Object-oriented Python',
    description: 'Classes, methods, inheritance and dunder methods.',
    problems: [['PYCLASS', 'A bank account class', 900], ['PYINHER', 'Shapes and areas', 1000], ['PYDUNDER', 'A vector with operators', 1150]],
  },
  'python-json': {
    title: 'Working with JSON APIs',
    description: 'Turn JSON into Python objects and back, and validate what arrives.',
    problems: [['PYJSON', 'Read a JSON document', 900], ['PYAPIRES', 'Summarise an API response', 1100]],
  },
  'java-classes': {
    title: 'Classes and objects',
    description: 'Fields, constructors, methods, encapsulation and interfaces.',
    problems: [['JVCLASS', 'A student record class', 800], ['JVIFACE', 'Shapes behind an interface', 1000], ['JVEQUALS', 'equals and hashCode', 1150]],
  },
  'java-collections': {
    title: 'Collections framework',
    description: 'Lists, sets, maps and queues, and when to choose each.',
    problems: [['JVLIST', 'Shopping list', 800], ['JVMAP', 'Word frequencies', 950], ['JVPQ', 'Task scheduler with a priority queue', 1200]],
  },
  'java-exceptions': {
    title: 'Exceptions',
    description: 'Checked and unchecked exceptions, try-with-resources and custom errors.',
    problems: [['JVTRY', 'Safe division', 800], ['JVCUSTEX', 'A custom exception', 950]],
  },
  'java-streams': {
    title: 'Streams and lambdas',
    description: 'Filter, map and collect data with the Stream API.',
    problems: [['JVSTREAM', 'Filter and sum', 950], ['JVGROUP', 'Group by department', 1150], ['JVOPTION', 'Optional values', 1000]],
  },
  'cpp-classes': {
    title: 'Classes and RAII',
    description: 'Constructors, destructors and resources that clean up after themselves.',
    problems: [['CPPCLASS', 'A matrix class', 1000], ['CPPRAII', 'A file guard', 1150], ['CPPOPS', 'Operator overloading', 1200]],
  },
  'cpp-stl': {
    title: 'The standard library',
    description: 'Containers, iterators and algorithms from the STL.',
    problems: [['CPPVEC', 'Vector statistics', 850], ['CPPSORTBY', 'Sort with a comparator', 1000], ['CPPUMAP', 'Unordered map counting', 950]],
  },
  'cpp-templates': {
    title: 'Templates',
    description: 'Generic functions and classes checked at compile time.',
    problems: [['CPPTMPL', 'A generic maximum', 1050], ['CPPSTACKT', 'A generic stack', 1200]],
  },
  'cpp-memory': {
    title: 'Memory and smart pointers',
    description: 'Stack and heap, unique_ptr and shared_ptr, and avoiding leaks.',
    problems: [['CPPUPTR', 'Own it with unique_ptr', 1150], ['CPPSPTR', 'Share it with shared_ptr', 1250]],
  },
  'html-structure': {
    title: 'Document structure',
    description: 'Doctype, head and body, and the elements every page needs.',
    problems: [['HTMLSKEL', 'Your first page', 500], ['HTMLHEAD', 'Title and meta tags', 550], ['HTMLHEADS', 'Headings in order', 600]],
  },
  'html-text': {
    title: 'Text, links and images',
    description: 'Paragraphs, emphasis, links between pages and images with alternative text.',
    problems: [['HTMLLINK', 'Link two pages', 550], ['HTMLIMG', 'Images with alt text', 600], ['HTMLQUOTE', 'Quotes and citations', 650]],
  },
  'html-lists-tables': {
    title: 'Lists and tables',
    description: 'Ordered and unordered lists, and tables with headers for data.',
    problems: [['HTMLLIST', 'A recipe as lists', 600], ['HTMLTABLE', 'A timetable', 750]],
  },
  'html-forms': {
    title: 'Forms',
    description: 'Inputs, labels, buttons and the built-in validation browsers give you.',
    problems: [['HTMLFORM', 'A sign-up form', 750], ['HTMLLABEL', 'Label every input', 700], ['HTMLVALID', 'Required fields and patterns', 850]],
  },
  'html-semantics': {
    title: 'Semantic HTML and accessibility',
    description: 'Landmarks, headings and buttons that screen readers understand.',
    problems: [['HTMLLAND', 'Header, main and footer', 800], ['HTMLA11Y', 'Fix the inaccessible page', 950]],
  },
  'sql-select': {
    title: 'SELECT and WHERE',
    description: 'Read rows from a table and filter them with conditions.',
    problems: [['SQLSEL', 'Select all customers', 500], ['SQLWHERE', 'Customers from one city', 600], ['SQLLIKE', 'Names starting with A', 650]],
  },
  'sql-aggregate': {
    title: 'Sorting and aggregation',
    description: 'ORDER BY, GROUP BY, COUNT, SUM and HAVING.',
    problems: [['SQLORDER', 'Top five products', 650], ['SQLGROUP', 'Orders per customer', 800], ['SQLHAVING', 'Big spenders', 900]],
  },
  'sql-joins': {
    title: 'Joins',
    description: 'Combine tables with inner, left and self joins.',
    problems: [['SQLJOIN', 'Orders with customer names', 850], ['SQLLEFT', 'Customers without orders', 950], ['SQLSELF', 'Employees and their managers', 1100]],
  },
  'sql-subqueries': {
    title: 'Subqueries',
    description: 'Queries inside queries: IN, EXISTS and derived tables.',
    problems: [['SQLSUBQ', 'Above-average salaries', 1000], ['SQLEXIST', 'Products never ordered', 1050]],
  },
  'sql-modify': {
    title: 'Changing data',
    description: 'INSERT, UPDATE and DELETE, inside transactions.',
    problems: [['SQLINSERT', 'Add a customer', 600], ['SQLUPDATE', 'Raise the prices', 700], ['SQLDELETE', 'Remove cancelled orders', 750]],
  },
  'numpy-arrays': {
    title: 'NumPy arrays',
    description: 'Vectorised arithmetic on arrays instead of Python loops.',
    problems: [['NPARRAY', 'Create and reshape arrays', 700], ['NPSTATS', 'Mean, median and spread', 800], ['NPMASK', 'Boolean masks', 900]],
  },
  'pandas-dataframes': {
    title: 'pandas DataFrames',
    description: 'Load tables, select rows and columns, and add computed columns.',
    problems: [['PDLOAD', 'Load a CSV into a DataFrame', 700], ['PDSELECT', 'Select and filter rows', 800], ['PDCOLUMN', 'Add a computed column', 850]],
  },
  'data-cleaning': {
    title: 'Cleaning data',
    description: 'Missing values, duplicates, wrong types and outliers.',
    problems: [['PDNULLS', 'Fill the missing values', 850], ['PDDUPES', 'Drop duplicate rows', 800], ['PDTYPES', 'Fix the column types', 900]],
  },
  'data-grouping': {
    title: 'Grouping and aggregation',
    description: 'groupby, pivot tables and merging datasets.',
    problems: [['PDGROUP', 'Sales per region', 950], ['PDPIVOT', 'A pivot table', 1050], ['PDMERGE', 'Merge two datasets', 1100]],
  },
  'data-plotting': {
    title: 'Plotting',
    description: 'Line, bar and scatter charts that answer a question.',
    problems: [['PLTLINE', 'A line chart of prices', 800], ['PLTBAR', 'Compare categories with bars', 850]],
  },
  'ux-intro': {
    title: 'What UX design is',
    description: 'Usability, usefulness and the design process from problem to solution.',
    problems: [['UXINTRO', 'Spot the usability problems', 500], ['UXGOALS', 'Write user goals', 550]],
  },
  'ux-research': {
    title: 'User research',
    description: 'Interviews, surveys and personas built on what real users do.',
    problems: [['UXINTVW', 'Plan a user interview', 600], ['UXPERSONA', 'Build a persona', 650], ['UXJOURNEY', 'Map a user journey', 700]],
  },
  'ux-ia': {
    title: 'Information architecture',
    description: 'Organise content so people find it: card sorting and navigation.',
    problems: [['UXCARDS', 'Run a card sort', 650], ['UXNAV', 'Design the navigation', 700]],
  },
  'ux-prototypes': {
    title: 'Wireframes and prototypes',
    description: 'From paper sketches to clickable prototypes.',
    problems: [['UXWIRE', 'Wireframe a sign-up flow', 700], ['UXPROTO', 'A clickable prototype', 800]],
  },
  'ux-testing': {
    title: 'Usability testing',
    description: 'Watch people use the design, measure, and iterate.',
    problems: [['UXTEST', 'Write test tasks', 700], ['UXREPORT', 'Report the findings', 750]],
  },
};
