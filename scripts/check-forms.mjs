// Fails when a web form is written a second way: every .tsx file under apps/web/src (not tests) that holds
// a `<form` imports from 'react-hook-form' and checks with the contract's zod schema, unless it is listed
// below. `search` forms neither write nor validate (a query, some filters); `pending` write forms are not
// converted yet, so what is left stays in sight (the count is printed). A listed file that is gone, or that
// now uses react-hook-form, fails too, so the list only shrinks. `node scripts/check-forms.mjs [root]`
// checks another folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const webSource = 'apps/web/src';

/** Search and filter forms: they send nothing and check nothing, so they need no schema. */
const search = {
  'apps/web/src/app/routes/communities.tsx': 'the communities search box; the term only goes in the address',
  'apps/web/src/features/board/components/board-filters.tsx': "the board's filters narrow the listed posts",
  'apps/web/src/features/explore/components/search-box.tsx': "Explore's search box, a query for the results",
  'apps/web/src/features/explore/components/advanced-filters.tsx':
    "Explore's advanced filters; empty fields are dropped, nothing is refused",
  'apps/web/src/features/workshops/components/workshop-filters.tsx':
    'the workshop filters apply as they change; the form only stops Enter from reloading',
  'apps/web/src/features/console/pages/audit-page.tsx':
    "the console's audit filters go in the address; the log is read, never written",
  'apps/web/src/features/console/pages/members-page.tsx': "the console's member search, a query only",
};

/** Write forms still on useState or server-only checks; remove each line in the commit that converts it. */
const pending = {};

const skippedFolders = new Set(['node_modules', 'test']);

function* formFiles(root, folder) {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* formFiles(root, relative);
    } else if (entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name)) {
      if (readFileSync(path.join(root, relative), 'utf8').includes('<form')) yield relative;
    }
  }
}

const usesHookForm = (text) => /from ['"]react-hook-form['"]/.test(text);

/** What is wrong under `root`, and how many write forms are still pending. */
function formProblems(root) {
  const problems = [];
  const seen = new Set();
  for (const file of formFiles(root, webSource)) {
    seen.add(file);
    const text = readFileSync(path.join(root, file), 'utf8');
    if (usesHookForm(text) || file in search || file in pending) continue;
    problems.push(
      `${file}: a form without react-hook-form; use the contract's schema with zodResolver, as the ` +
        'converted forms do (components/forms), or list it in scripts/check-forms.mjs with its reason',
    );
  }
  for (const [kind, listed] of [
    ['search', search],
    ['pending', pending],
  ]) {
    for (const file of Object.keys(listed)) {
      if (!existsSync(path.join(root, file))) {
        problems.push(`${file}: listed as ${kind} but gone; remove it from the list`);
      } else if (!seen.has(file)) {
        problems.push(`${file}: listed as ${kind} but holds no <form; remove it from the list`);
      } else if (usesHookForm(readFileSync(path.join(root, file), 'utf8'))) {
        problems.push(`${file}: listed as ${kind} but uses react-hook-form now; remove it from the list`);
      }
    }
  }
  return { problems, pendingCount: Object.keys(pending).length };
}

const root = path.resolve(process.argv[2] ?? '.');
const { problems, pendingCount } = formProblems(root);
for (const problem of problems) console.error(problem);
console.log(`check-forms: ${pendingCount} write form(s) pending conversion to react-hook-form`);
if (problems.length > 0) process.exit(1);
